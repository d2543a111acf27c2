import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { sourcingApi } from '../../account/sourcing-api';
import { info, industryId } from './sourcing-fixtures';
import { box, button, field, group, nameField, openCompanyPage, opened } from './sourcing-testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The page holds a whole editor (some fifty options), which renders slowly in jsdom on a busy machine.
describe('the sourcing profile on the company page', { timeout: 30_000 }, () => {
  it('lists the divisions and opens the first, its criteria checked', async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    const nav = screen.getByRole('navigation', { name: 'Divisions' });
    expect(within(nav).getByText('Commercial Real Estate')).toBeTruthy();
    expect(within(nav).getByText('Core Equity')).toBeTruthy();
    expect(sourcingApi.division).toHaveBeenCalledWith('d1');
    expect(box('Risk class', 'Value-Add').checked).toBe(true);
    expect(box('Risk class', 'Core').checked).toBe(false);
    expect(field('Minimum').value).toBe('5,000,000');
    expect(within(group('Horizon')).getByRole('group', { name: /^Real Estate Debt/ })).toBeTruthy();
    expect(screen.getByText(/a group with nothing selected means no preference/)).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    expect(button('Revert').disabled).toBe(true);
  });

  it('adds a division: a taken name is refused before asking, a new one is created and opened', async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    const create = vi.mocked(sourcingApi.create);
    fireEvent.click(screen.getByRole('button', { name: 'Add division' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Division name' }), { target: { value: 'BRIDGE lending' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add division' }));
    expect(within(dialog).getByText(matchingMessages.divisionNameTaken('BRIDGE lending'))).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Division name' }), { target: { value: ' Agency Debt ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add division' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(industryId, 'Agency Debt'));
    await opened('Agency Debt');
    expect(within(screen.getByRole('navigation', { name: 'Divisions' })).getByText('Agency Debt')).toBeTruthy();
  });

  it('asks before leaving a division with unsaved changes', async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    fireEvent.change(nameField(), { target: { value: 'Bridge Lending II' } });
    fireEvent.click(screen.getByRole('button', { name: 'Core Equity' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Discard your changes?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await opened('Bridge Lending II');
    fireEvent.click(screen.getByRole('button', { name: 'Core Equity' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    await opened('Core Equity');
    expect(box('Asset class', 'Real Estate Equity').checked).toBe(true);
  });

  it('keeps unsaved edits when a division added meanwhile sorts before the one edited', async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    fireEvent.click(box('Risk class', 'Core'));
    fireEvent.click(button('Add division'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Division name' }), { target: { value: 'Agency Debt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add division' }));
    expect(await screen.findByText('Discard your changes?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await opened('Bridge Lending');
    expect(box('Risk class', 'Core').checked).toBe(true);
    expect(within(screen.getByRole('navigation', { name: 'Divisions' })).getByText('Agency Debt')).toBeTruthy();
  });

  it('deletes a division after a confirmation', async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    const remove = vi.mocked(sourcingApi.remove);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Bridge Lending' }));
    const question = await screen.findByRole('dialog');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Delete division' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('d1'));
    await opened('Core Equity');
    expect(within(screen.getByRole('navigation', { name: 'Divisions' })).queryByText('Bridge Lending')).toBeNull();
  });

  it('says to name the company first when there is none', async () => {
    openCompanyPage({ answer: { company: null, industries: [] } });
    expect(await screen.findByText(matchingMessages.noCompany)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your profile' }).getAttribute('href')).toBe('/app/profile/user');
    expect(screen.queryByRole('button', { name: 'Add division' })).toBeNull();
  });

  it('explains divisions when there are none yet', async () => {
    const none = info();
    none.industries[0]!.divisions = [];
    openCompanyPage({ answer: none });
    expect(await screen.findByText(/A division is a lending or investing team with its own criteria/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add division' })).toBeTruthy();
    expect(sourcingApi.division).not.toHaveBeenCalled();
  });

  it('shows an auditor everything, read-only', async () => {
    openCompanyPage({ auditor: true });
    await opened('Bridge Lending');
    expect(nameField().readOnly).toBe(true);
    expect(box('Risk class', 'Value-Add').disabled).toBe(true);
    expect(box('Risk class', 'Value-Add').checked).toBe(true);
    expect(field('Minimum').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revert' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add division' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByText(/auditors change nothing/)).toBeTruthy();
  });
});
