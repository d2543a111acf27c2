import { expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { accountApi } from '../../account/api';
import { company } from '../../account/fixtures';
import { sourcingApi, type Division, type DivisionRef, type StrategyInfo } from '../../account/sourcing-api';
import { renderScreen } from '../../testing/render';
import { me, signedIn } from '../../testing/session';
import { CompanyPage } from './CompanyPage';
import { division, info } from './sourcing-fixtures';

/** The divisions the mocked server holds: Bridge Lending (value-add, $5M to $50M) and Core Equity (equity). */
const storedAtFirst = (): Record<string, Division> => ({
  d1: division('d1', 'Bridge Lending', { Risk_Class: ['value-add'], CapitalTransSize: { min: 5_000_000, max: 50_000_000 } }),
  d2: division('d2', 'Core Equity', { Asset_Class: ['DEQT'] }),
});
export let stored = storedAtFirst();

const withDivisions = (answer: StrategyInfo, divisions: DivisionRef[]): StrategyInfo => ({
  ...answer,
  industries: [{ ...answer.industries[0]!, divisions: [...divisions].sort((a, b) => a.name.localeCompare(b.name)) }],
});

/** Opens /app/profile/company on a mocked API whose division list follows the divisions created and deleted. */
export function openCompanyPage({ auditor = false, answer = info() }: { auditor?: boolean; answer?: StrategyInfo } = {}) {
  signedIn({ ...me, auditor });
  stored = storedAtFirst();
  vi.spyOn(accountApi, 'company').mockResolvedValue(company());
  vi.spyOn(accountApi, 'colleagues').mockResolvedValue([]);
  vi.spyOn(sourcingApi, 'info').mockImplementation(async () => answer);
  vi.spyOn(sourcingApi, 'division').mockImplementation(async (id) => stored[id]!);
  vi.spyOn(sourcingApi, 'create').mockImplementation(async (industry, name) => {
    const id = `d${Object.keys(stored).length + 1}`;
    stored[id] = division(id, name);
    answer = withDivisions(answer, [...answer.industries[0]!.divisions, { id, name }]);
    return { id, name, industry_id: industry };
  });
  vi.spyOn(sourcingApi, 'remove').mockImplementation(async (id) => {
    answer = withDivisions(
      answer,
      answer.industries[0]!.divisions.filter((d) => d.id !== id),
    );
    return { id };
  });
  renderScreen(<CompanyPage />, CompanyPage.path);
}

export const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
export const box = (groupName: string, option: string) =>
  within(group(groupName)).getByRole('checkbox', { name: option }) as HTMLInputElement;
export const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
export const nameField = () => field('Division name');
export const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Waits until the editor shows the division named `name`. */
export const opened = (name: string) => waitFor(() => expect(nameField().value).toBe(name), { timeout: 10_000 });
