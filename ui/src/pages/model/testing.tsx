import { expect, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { subscriptionApi } from '../../account/subscription-api';
import { dealsApi, type VersionRow } from '../../deals/api';
import { accessWith } from '../../sharing/fixtures';
import type { DealAccess } from '../../sharing/api';
import { renderScreen } from '../../testing/render';
import { modelApi, type ModelBuild, type ModelStatus } from './model-api';
import { ModelSection } from './ModelSection';

// What the model panel's specs share: its answers, the panel opened on them, the card typed in.

export const editor = accessWith('owner', 'view', 'edit', 'share', 'manage_files');
export const viewer = accessWith('collaborator', 'view');

/** A locked model at the spec's price, for a complete profile without a plan. */
export const modelStatus = (fields: Partial<ModelStatus> = {}): ModelStatus => ({
  deal_id: 'd1',
  status: 'locked',
  unlocked: false,
  unlocked_via: null,
  price_cents: 4995,
  price_label: '$49.95',
  plan_kind: 'none',
  quota: null,
  profile_complete: true,
  profile_missing: [],
  can_build: false,
  latest: null,
  ...fields,
});

export const unlockedStatus = (fields: Partial<ModelStatus> = {}) =>
  modelStatus({ status: 'unlocked', unlocked: true, unlocked_via: 'payment', can_build: true, ...fields });

export const quota = (left: number, limit = 5) => ({
  limit,
  used: limit - left,
  left,
  cycle_start: '2026-03-01T00:00:00.000Z',
  cycle_end: '2026-04-01T00:00:00.000Z',
});

/** A build of `version` of deal d1 (uploaded unless told). */
export const build = (version: number, fields: Partial<ModelBuild> = {}): ModelBuild => ({
  id: `m-${version}`,
  build_id: `m-${version}`,
  deal_version: version,
  status: 'uploaded',
  file_name: `Harbor Point model v${version}.xlsx`,
  size: 48_128,
  requested_at: '2026-03-01T10:00:00.000Z',
  built_at: '2026-03-01T10:00:05.000Z',
  message: null,
  download: `/api/app/deals/secure/d1/attachments/m-${version}/download`,
  ...fields,
});

/** Answers given in turn; the last one repeats. */
export function inTurn<T>(spy: { mockResolvedValue: (v: T) => unknown; mockResolvedValueOnce: (v: T) => unknown }, answers: T[]) {
  answers.forEach((answer, i) => (i === answers.length - 1 ? spy.mockResolvedValue(answer) : spy.mockResolvedValueOnce(answer)));
}

type Open = {
  /** An error instead: the status cannot be read. */
  status?: ModelStatus | ModelStatus[] | Error;
  track?: ModelBuild[] | ModelBuild[][];
  access?: DealAccess;
  versions?: number[];
  pollMs?: number | 'default';
};

/** The model's answers (and the deal's, the payment settings') for deal d1. */
export function mockModel({ status = modelStatus(), track = [], access = editor, versions = [] }: Omit<Open, 'pollMs'> = {}) {
  const readStatus = vi.spyOn(modelApi, 'status');
  if (status instanceof Error) readStatus.mockRejectedValue(status);
  else inTurn(readStatus, Array.isArray(status) ? status : [status]);
  const readTrack = vi.spyOn(modelApi, 'track');
  inTurn(readTrack, track.length > 0 && Array.isArray(track[0]) ? (track as ModelBuild[][]) : [track as ModelBuild[]]);
  vi.spyOn(dealsApi, 'retrieve').mockResolvedValue({ deal: { project_name: 'Harbor Point' } as Deal, revision: '"3"', access });
  const rows = versions.map((deal_version) => ({ deal_version }) as VersionRow);
  const readVersions = vi.spyOn(dealsApi, 'versions').mockResolvedValue(rows);
  vi.spyOn(subscriptionApi, 'publishable').mockResolvedValue({ key: null, sandbox: true });
  return { readStatus, readTrack, readVersions };
}

/** The files page's model card of deal d1 on those answers, with the profile and plans pages to go to. */
export function openModel({ pollMs = 10, ...answers }: Open = {}) {
  const every = pollMs === 'default' ? undefined : pollMs;
  const mocks = mockModel(answers);
  const { queryClient } = renderScreen(
    <Routes>
      <Route path="/app/deals/:id/manage/attachments" element={<ModelSection dealId="d1" pollMs={every} />} />
      <Route path="/app/profile/user" element={<p>Profile page</p>} />
      <Route path="/app/subscription" element={<p>Plans page</p>} />
    </Routes>,
    '/app/deals/d1/manage/attachments',
  );
  return { ...mocks, queryClient };
}

export const refused = (status: number, message: string, fields: { code?: string; title?: string; body?: unknown } = {}) =>
  Object.assign(new Error(message), { status, ...fields });

const nextYear = String(new Date().getUTCFullYear() + 1);
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const pick = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

/** Types a good test card in the payment dialog once it can take one, and pays. */
export async function payWithCard() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(false));
  type('Card number', '4242424242424242');
  pick('Expiry month', '4');
  pick('Expiry year', nextYear);
  type('CVC', '123');
  type('Billing ZIP code', '78701');
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
}

export const cardSent = { number: '4242424242424242', exp_month: 4, exp_year: Number(nextYear), cvc: '123' };

/** Every media query matches during this test: the phone layout (MUI's `down('sm')`). */
export function onPhone() {
  onTestFinished(() => void vi.unstubAllGlobals());
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
}
