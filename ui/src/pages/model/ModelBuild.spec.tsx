import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { publicFilesApi } from '../../deals/public-files-api';
import { filesKeys } from '../../deals/files-api';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import { modelApi } from './model-api';
import { ModelButton } from './ModelButton';
import { build, inTurn, mockModel, modelStatus, onPhone, openModel, quota, refused, unlockedStatus } from './testing';

beforeEach(() => {
  signedIn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const queuedAnswer = { build_id: 'm-3', status: 'queued' as const, deal_version: 3 };
const queued = build(3, { status: 'queued', file_name: null, size: null, built_at: null, download: null });
const building = { ...queued, status: 'building' as const };
const failed = build(3, { status: 'failed', message: 'engine', download: null, built_at: null });
const premium = modelStatus({ plan_kind: 'premium', quota: quota(3), can_build: true });
const buildButton = () => screen.findByRole('button', { name: 'Build Excel Model' });

describe('building the Excel model', () => {
  it('queues a build, shows it under way, and polls its upload status until it is uploaded', async () => {
    const after = unlockedStatus({ status: 'uploaded', unlocked_via: 'quota', latest: build(3) });
    const under = unlockedStatus({ status: 'queued', unlocked_via: 'quota', latest: queued });
    openModel({ status: [premium, under, after], track: [[], [queued], [build(3)]] });
    const buildModel = vi.spyOn(modelApi, 'build').mockResolvedValue(queuedAnswer);
    const uploadStatus = vi.spyOn(modelApi, 'uploadStatus');
    inTurn(uploadStatus, [queued, building, build(3)]);
    fireEvent.click(await buildButton());
    expect(await screen.findByText('Model Upload in Progress...')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Model build progress' })).toBeTruthy();
    expect(buildModel).toHaveBeenCalledExactlyOnceWith('d1');
    expect(await screen.findByRole('link', { name: 'Download Harbor Point model v3.xlsx' })).toBeTruthy();
    expect(screen.queryByText('Model Upload in Progress...')).toBeNull();
    expect(uploadStatus).toHaveBeenCalledWith('d1', 'm-3');
    expect(uploadStatus.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('asks for the upload status every 3 seconds', async () => {
    vi.useFakeTimers();
    const uploadStatus = vi.spyOn(modelApi, 'uploadStatus').mockResolvedValue(queued);
    openModel({ status: unlockedStatus({ status: 'queued', latest: queued }), track: [queued], pollMs: 'default' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(uploadStatus).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(2800));
    expect(uploadStatus).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(uploadStatus).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(uploadStatus).toHaveBeenCalledTimes(3);
  });

  it('refreshes the status, the list and the attachments once the model is uploaded (the workbook is one of them)', async () => {
    const { queryClient, readTrack } = openModel({
      status: [unlockedStatus({ status: 'queued', latest: queued }), unlockedStatus({ status: 'uploaded', latest: build(3) })],
      track: [[queued], [build(3)]],
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    inTurn(vi.spyOn(modelApi, 'uploadStatus'), [queued, build(3)]);
    expect(await screen.findByText('Model Upload in Progress...')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Download Harbor Point model v3.xlsx' })).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: filesKeys.list('d1', 'attachment') });
    expect(readTrack).toHaveBeenCalledTimes(2);
  });

  it('retries a failed build: the new attempt is queued', async () => {
    openModel({ status: [unlockedStatus({ status: 'failed', latest: failed })], track: [failed] });
    const buildModel = vi.spyOn(modelApi, 'build').mockResolvedValue({ ...queuedAnswer, build_id: 'm-3b' });
    vi.spyOn(modelApi, 'uploadStatus').mockResolvedValue({ ...queued, id: 'm-3b', build_id: 'm-3b' });
    expect(await screen.findByText("Error: Oops! We weren't able to build your Excel model...")).toBeTruthy();
    vi.mocked(modelApi.status).mockResolvedValue(unlockedStatus({ status: 'queued', latest: { ...queued, id: 'm-3b', build_id: 'm-3b' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Model Upload in Progress...')).toBeTruthy();
    expect(buildModel).toHaveBeenCalledExactlyOnceWith('d1');
    expect(screen.queryByText("Error: Oops! We weren't able to build your Excel model...")).toBeNull();
    await vi.waitFor(() => expect(modelApi.uploadStatus).toHaveBeenCalledWith('d1', 'm-3b'));
  });

  it('says the plan has modelled its deals for the cycle, with the way to upgrade', async () => {
    openModel({ status: premium });
    const limit = refused(403, 'Maximum number of deals already modeled for this billing cycle', {
      code: 'MODEL_LIMIT_REACHED',
      title: 'Model Limit Reached',
    });
    vi.spyOn(modelApi, 'build').mockRejectedValue(limit);
    fireEvent.click(await buildButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Model Limit Reached')).toBeTruthy();
    expect(within(alert).getByText(/Maximum number of deals already modeled for this billing cycle/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/app/subscription');
  });

  it('says a deal never saved cannot be modelled', async () => {
    openModel({ status: unlockedStatus() });
    const message = 'Save the deal first: a model is built from a saved version.';
    vi.spyOn(modelApi, 'build').mockRejectedValue(refused(409, message, { code: 'NO_VERSION' }));
    fireEvent.click(await buildButton());
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('mails the model on a phone and says so', async () => {
    onPhone();
    openModel({ status: unlockedStatus({ status: 'uploaded', latest: build(2) }), track: [build(2)] });
    const mail = vi.spyOn(publicFilesApi, 'emailFile').mockResolvedValue({ status: 'queued' });
    const download = await screen.findByRole('button', { name: 'Download Harbor Point model v2.xlsx' });
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
    fireEvent.click(download);
    const dialog = await screen.findByRole('dialog', { name: 'Model is not mobile friendly' });
    expect(within(dialog).getByText(/We have emailed “Harbor Point model v2.xlsx” to me@example.com\./)).toBeTruthy();
    expect(mail).toHaveBeenCalledExactlyOnceWith('m-2', 'me@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Model is not mobile friendly' })).toBeNull());
  });
});

describe("the summary's Excel Model button", () => {
  it('opens the model panel in a dialog', async () => {
    const { readStatus } = mockModel();
    renderScreen(<ModelButton dealId="d1" />);
    expect(readStatus).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Excel Model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excel Model' });
    expect(await within(dialog).findByText('$49.95')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Unlock Model' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excel Model' })).toBeNull());
  });
});
