import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { signedIn } from '../../testing/session';
import { modelApi } from './model-api';
import { build, modelStatus, openModel, quota, unlockedStatus, viewer } from './testing';

beforeEach(() => {
  signedIn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const section = () => screen.findByRole('region', { name: 'Excel Model' });

describe('the Excel model panel', () => {
  it('offers a locked model at its price, with a coupon and Unlock Model', async () => {
    openModel();
    const card = await section();
    expect(await within(card).findByText('$49.95')).toBeTruthy();
    expect(within(card).getByRole('textbox', { name: 'Coupon code (optional)' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Unlock Model' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Build Excel Model' })).toBeNull();
  });

  it("says 'Free Download' when the price is 0", async () => {
    openModel({ status: modelStatus({ price_cents: 0, price_label: 'Free Download' }) });
    expect(await screen.findByText('Free Download')).toBeTruthy();
    expect(screen.queryByText('$49.95')).toBeNull();
  });

  it('lets a premium plan with builds left build directly, saying how many are left', async () => {
    openModel({ status: modelStatus({ plan_kind: 'premium', quota: quota(3), can_build: true }) });
    expect(await screen.findByRole('button', { name: 'Build Excel Model' })).toBeTruthy();
    expect(screen.getByText('3 of 5 models left this billing cycle')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unlock Model' })).toBeNull();
  });

  it('says a premium plan at its limit has modelled its deals, links to the plans, and still sells this one', async () => {
    openModel({ status: modelStatus({ plan_kind: 'premium', quota: quota(0), can_build: false }) });
    expect(await screen.findByText('Maximum number of deals already modeled for this billing cycle')).toBeTruthy();
    const upgrade = screen.getByRole('link', { name: 'Upgrade your plan' });
    expect(upgrade.getAttribute('href')).toBe('/app/subscription');
    expect(screen.getByRole('button', { name: 'Unlock Model' })).toBeTruthy();
    fireEvent.click(upgrade);
    expect(await screen.findByText('Plans page')).toBeTruthy();
  });

  it('offers the build of an unlocked model without a quota line', async () => {
    openModel({ status: unlockedStatus() });
    expect(await screen.findByRole('button', { name: 'Build Excel Model' })).toBeTruthy();
    expect(screen.queryByText(/models left/)).toBeNull();
  });

  it('shows a build under way', async () => {
    const queued = build(2, { status: 'queued', file_name: null, size: null, built_at: null, download: null });
    vi.spyOn(modelApi, 'uploadStatus').mockResolvedValue(queued);
    openModel({ status: unlockedStatus({ status: 'queued', latest: queued }), track: [queued] });
    expect(await screen.findByText('Model Upload in Progress...')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Model build progress' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Build Excel Model' })).toBeNull();
  });

  it('lists the models built with their version, build time and size, and offers the newer version', async () => {
    openModel({ status: unlockedStatus({ status: 'uploaded', latest: build(2) }), track: [build(2), build(1)], versions: [3, 2, 1] });
    const list = await screen.findByRole('list', { name: 'Excel models' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Version/).textContent)).toEqual(['Version 2', 'Version 1']);
    expect(within(items[0]!).getByText(/^Built Mar 1, 2026, .* · 47\.0 KB$/)).toBeTruthy();
    const download = within(items[0]!).getByRole('link', { name: 'Download Harbor Point model v2.xlsx' });
    expect(download.getAttribute('href')).toBe('/api/app/deals/secure/d1/attachments/m-2/download');
    expect(await screen.findByRole('button', { name: 'Build for version 3' })).toBeTruthy();
  });

  it('offers no rebuild when the newest model is of the newest version', async () => {
    const { readVersions } = openModel({
      status: unlockedStatus({ status: 'uploaded', latest: build(3) }),
      track: [build(3)],
      versions: [3],
    });
    await screen.findByRole('list', { name: 'Excel models' });
    await vi.waitFor(() => expect(readVersions).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /^Build/ })).toBeNull();
  });

  it("shows a failed build with the spec's message and Retry", async () => {
    const failed = build(2, { status: 'failed', message: 'engine', download: null, built_at: null });
    openModel({ status: unlockedStatus({ status: 'failed', latest: failed }), track: [failed, build(1)] });
    expect(await screen.findByText("Error: Oops! We weren't able to build your Excel model...")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Download Harbor Point model v1.xlsx' })).toBeTruthy();
  });

  it('shows a viewer the state and the models, without buying or building', async () => {
    openModel({ access: viewer });
    expect(await screen.findByText('$49.95')).toBeTruthy();
    expect(screen.getByText(/owner and its editors can unlock/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unlock Model' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Coupon code (optional)' })).toBeNull();
    cleanup();

    const failed = build(3, { status: 'failed', download: null });
    const { readVersions } = openModel({
      access: viewer,
      status: unlockedStatus({ status: 'failed', latest: failed }),
      track: [failed, build(2)],
    });
    expect(await screen.findByRole('link', { name: 'Download Harbor Point model v2.xlsx' })).toBeTruthy();
    expect(screen.getByText("Error: Oops! We weren't able to build your Excel model...")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Retry|Build)/ })).toBeNull();
    expect(readVersions).not.toHaveBeenCalled();
  });

  it('says so when the model cannot be loaded', async () => {
    openModel({ status: new Error('down') });
    expect(await screen.findByText('The Excel model of this deal could not be loaded.')).toBeTruthy();
  });
});
