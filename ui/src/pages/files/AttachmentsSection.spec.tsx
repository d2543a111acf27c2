import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router';
import { subscriptionApi, type SubscriptionView } from '../../account/subscription-api';
import { noSubscription, subscriptionView } from '../../account/subscription-fixtures';
import { fileAccessApi } from '../../deals/file-access-api';
import { filesApi } from '../../deals/files-api';
import { renderScreen } from '../../testing/render';
import { AttachmentsSection } from './AttachmentsSection';
import { picked, stored } from './fixtures';

beforeEach(() => {
  vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(subscriptionView());
  vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue({
    id: 'dataroom',
    restricted_access: false,
    permissioned_users: [],
    requested_access: [],
    files: [],
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Every media query matches: the phone layout (MUI's `down('sm')`). */
const onPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));

describe('the attachments section', () => {
  it('stacks the attachments as cards on a phone, with their actions', async () => {
    onPhone();
    vi.spyOn(filesApi, 'attachments').mockResolvedValue([
      stored('f1', 'Offering memo.pdf'),
      stored('f2', 'Notes.txt', { content_type: 'text/plain; charset=utf-8', size: 900 }),
    ]);
    renderScreen(<AttachmentsSection dealId="d1" manage />);
    const list = await screen.findByRole('list', { name: 'Attachments' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('Text · 0.9 KB · Mar 1, 2026')).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Rename Offering memo.pdf' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('uploads a file dropped onto the section', async () => {
    vi.spyOn(filesApi, 'attachments').mockResolvedValue([]);
    const upload = vi.spyOn(filesApi, 'upload').mockResolvedValue(stored('f3', 'rent-roll.csv', { content_type: 'text/csv' }));
    renderScreen(<AttachmentsSection dealId="d1" manage />);
    await screen.findByText(/^No attachments yet/);
    const file = picked('rent-roll.csv', 1_000, 'text/csv');
    fireEvent.drop(screen.getByRole('region', { name: /Attachments/ }), { dataTransfer: { files: [file] } });
    await vi.waitFor(() => expect(upload).toHaveBeenCalledWith('d1', 'attachment', file, expect.anything()));
    expect(await screen.findByText('CSV')).toBeTruthy();
  });
});

const PREMIUM_NOTE = 'Premium accounts have this feature.';
const LEARN_MORE = 'Yes, Learn More about a Premium Subscription';
const admin = () =>
  subscriptionView({ status: 'none', plan: null, label: 'Admin', entitlements: { ...subscriptionView().entitlements, kind: 'power' } });

/** The section on a plan `view` (no attachments yet), beside the subscription page; the file picker is watched. */
async function onPlan(view: SubscriptionView) {
  vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(view);
  vi.spyOn(filesApi, 'attachments').mockResolvedValue([]);
  const picker = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
  renderScreen(
    <Routes>
      <Route path="/" element={<AttachmentsSection dealId="d1" manage />} />
      <Route path="/app/subscription" element={<h1>Plans</h1>} />
    </Routes>,
  );
  await screen.findByText(/^No attachments yet/);
  await vi.waitFor(() => expect(subscriptionApi.retrieve).toHaveBeenCalled());
  await act(() => Promise.resolve());
  return { picker };
}

describe('attachments on a plan without them', () => {
  it('keeps the upload control, which explains the premium feature and leads to the plans', async () => {
    const { picker } = await onPlan(noSubscription());
    expect(await screen.findByText('Attachments are a premium feature.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const dialog = screen.getByRole('dialog', { name: 'Premium Feature' });
    expect(within(dialog).getByText(/^Uploading attachments to the data room is a premium feature\./).textContent).toContain(PREMIUM_NOTE);
    expect(picker).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: LEARN_MORE }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeTruthy();
  });

  it("closes on 'No, Thanks', and a dropped file is not sent either", async () => {
    await onPlan(noSubscription());
    await screen.findByText('Attachments are a premium feature.');
    const upload = vi.spyOn(filesApi, 'upload');
    fireEvent.drop(screen.getByRole('region', { name: /Attachments/ }), { dataTransfer: { files: [picked('memo.pdf', 1_000)] } });
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Premium Feature' })).getByRole('button', { name: 'No, Thanks' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Premium Feature' })).toBeNull());
    expect(upload).not.toHaveBeenCalled();
  });

  it.each([
    ['a premium plan', subscriptionView()],
    ['an admin', admin()],
  ])('opens the file picker on %s, without the premium line', async (_, view) => {
    const { picker } = await onPlan(view);
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(picker).toHaveBeenCalledOnce();
    expect(screen.queryByText('Attachments are a premium feature.')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Premium Feature' })).toBeNull();
  });

  it("shows the Premium Feature dialog with the server's message when the server refuses the upload", async () => {
    await onPlan(subscriptionView());
    const message = 'Uploading attachments to the data room is a premium feature. Choose a plan on the subscription page to use it.';
    const refusal = Object.assign(new HttpError(message, 403, {}), { code: 'UPLOAD_NOT_IN_PLAN', title: 'Premium Feature' });
    vi.spyOn(filesApi, 'upload').mockRejectedValue(refusal);
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [picked('memo.pdf', 1_000)] } });
    const dialog = await screen.findByRole('dialog', { name: 'Premium Feature' });
    expect(within(dialog).getByText(`${message} ${PREMIUM_NOTE}`)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: LEARN_MORE })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // The plan was out of date: it is read again.
    await vi.waitFor(() => expect(subscriptionApi.retrieve).toHaveBeenCalledTimes(2));
  });
});
