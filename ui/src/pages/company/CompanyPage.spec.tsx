import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { accountApi } from '../../account/api';
import { company } from '../../account/fixtures';
import { sourcingApi } from '../../account/sourcing-api';
import { renderScreen } from '../../testing/render';
import { me, signedIn } from '../../testing/session';
import { CompanyPage } from './CompanyPage';
import { info } from './sourcing-fixtures';

beforeEach(() => {
  signedIn();
  // The sourcing profile has its own spec (SourcingProfile.spec.tsx); here it has no divisions.
  vi.spyOn(sourcingApi, 'info').mockResolvedValue({ ...info(), industries: [] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = () => renderScreen(<CompanyPage />, CompanyPage.path);

describe('the company page', () => {
  it('loads the company, then shows its headquarters and the colleagues in it', async () => {
    let answer: (value: ReturnType<typeof company>) => void = () => undefined;
    vi.spyOn(accountApi, 'company').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.spyOn(accountApi, 'colleagues').mockResolvedValue([{ id: 'u2', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lane' }]);
    open();
    expect(await screen.findByLabelText('Loading company')).toBeTruthy();
    answer(company());
    expect((await screen.findByLabelText('Headquarters')).textContent).toBe('Austin, TX, USA');
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
    expect(screen.getByText('Ada Lane')).toBeTruthy();
  });

  it('prints the headquarters once when the address is just the city line (a company joined as it was founded)', async () => {
    vi.spyOn(accountApi, 'company').mockResolvedValue({ ...company(), headquarters_address: 'Austin, TX, USA' });
    vi.spyOn(accountApi, 'colleagues').mockResolvedValue([]);
    open();
    expect((await screen.findByLabelText('Headquarters')).textContent).toBe('Austin, TX, USA');
    expect(screen.getAllByText('Austin, TX, USA')).toHaveLength(1);
  });

  it('prints the street address under the city line when it says more', async () => {
    vi.spyOn(accountApi, 'company').mockResolvedValue(company());
    vi.spyOn(accountApi, 'colleagues').mockResolvedValue([]);
    open();
    await screen.findByLabelText('Headquarters');
    expect(screen.getByText('500 Congress Ave, Austin, TX, USA')).toBeTruthy();
  });

  it('offers to name the company when there is none, without colleagues', async () => {
    vi.spyOn(accountApi, 'company').mockResolvedValue(null);
    vi.spyOn(accountApi, 'colleagues').mockRejectedValue(new Error('down'));
    open();
    expect(await screen.findByText('You have not named your company yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add it' }).getAttribute('href')).toBe('/app/profile/user');
    expect(screen.queryByText('Colleagues on Dealbook')).toBeNull();
  });

  it('says so when the company cannot be loaded', async () => {
    vi.spyOn(accountApi, 'company').mockRejectedValue(new Error('down'));
    vi.spyOn(accountApi, 'colleagues').mockResolvedValue([]);
    open();
    expect(await screen.findByText('Your company could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('You have not named your company yet.')).toBeNull();
  });

  it('tells an auditor the page is read-only, and offers them no company to add', async () => {
    signedIn({ ...me, auditor: true });
    vi.spyOn(accountApi, 'company').mockResolvedValue(null);
    vi.spyOn(accountApi, 'colleagues').mockResolvedValue([]);
    open();
    expect(await screen.findByText('You have not named your company yet.')).toBeTruthy();
    expect(screen.getByText(/^Auditor · read-only/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add it' })).toBeNull();
  });
});
