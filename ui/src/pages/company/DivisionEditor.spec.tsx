import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { sourcingApi, type Division } from '../../account/sourcing-api';
import { box, button, field, group, nameField, openCompanyPage, opened, stored } from './sourcing-testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// A whole editor (some fifty options) renders slowly in jsdom on a busy machine.
describe("a division's editor", { timeout: 30_000 }, () => {
  it('saves the working copy; the answer becomes the original', async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    fireEvent.change(nameField(), { target: { value: 'Bridge Loans' } });
    fireEvent.click(box('Asset class', 'Real Estate Debt'));
    fireEvent.change(field('Maximum'), { target: { value: '$75,000,000' } });
    const saved: Division = { ...stored.d1!, name: 'Bridge Loans (saved)' };
    const update = vi.spyOn(sourcingApi, 'update').mockResolvedValue(saved);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(button('Save'));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const sent = update.mock.calls[0]![0];
    expect(sent.id).toBe('d1');
    expect(sent.name).toBe('Bridge Loans');
    expect(sent.Strategies.Asset_Class.find((o) => o.value === 'DEBT')?.selected).toBe(true);
    expect(sent.Strategies.Risk_Class.find((o) => o.value === 'value-add')?.selected).toBe(true);
    expect(sent.Strategies.CapitalTransSize).toEqual({ min: 5_000_000, max: 75_000_000 });
    // The answer is now both the original and the working copy: nothing left to save or revert.
    await waitFor(() => expect(nameField().value).toBe('Bridge Loans (saved)'));
    expect(box('Asset class', 'Real Estate Debt').checked).toBe(false);
    expect(button('Save').disabled).toBe(true);
    expect(screen.getByText('Saved')).toBeTruthy();
    // Reverting a later edit goes back to the saved answer, not the first load.
    fireEvent.change(nameField(), { target: { value: 'Something else' } });
    fireEvent.click(button('Revert'));
    expect(nameField().value).toBe('Bridge Loans (saved)');
  });

  it('reverts every edit to the original', async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    fireEvent.change(nameField(), { target: { value: 'Renamed' } });
    fireEvent.click(box('Risk class', 'Value-Add'));
    fireEvent.click(box('Property type', 'Land'));
    fireEvent.click(within(group('Real Estate Equity')).getByRole('checkbox', { name: 'Over 7 years' }));
    fireEvent.change(field('Minimum'), { target: { value: '' } });
    expect(button('Save').disabled).toBe(false);
    fireEvent.click(button('Revert'));
    expect(nameField().value).toBe('Bridge Lending');
    expect(box('Risk class', 'Value-Add').checked).toBe(true);
    expect(box('Property type', 'Land').checked).toBe(false);
    expect((within(group('Real Estate Equity')).getByRole('checkbox', { name: 'Over 7 years' }) as HTMLInputElement).checked).toBe(false);
    expect(field('Minimum').value).toBe('5,000,000');
    expect(button('Save').disabled).toBe(true);
    expect(button('Revert').disabled).toBe(true);
    // Undoing an edit by hand also clears the changed flag.
    fireEvent.click(box('Risk class', 'Core'));
    fireEvent.click(box('Risk class', 'Core'));
    expect(button('Save').disabled).toBe(true);
  });

  it('blocks Save while the minimum is not below the maximum, and an empty maximum is no limit', async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    const update = vi.spyOn(sourcingApi, 'update');
    fireEvent.change(field('Maximum'), { target: { value: '5000000' } });
    expect(button('Save').disabled).toBe(true);
    expect(
      within(screen.getByRole('region', { name: 'Save changes' })).getByText(new RegExp(matchingMessages.invertedSize.slice(0, 40))),
    ).toBeTruthy();
    fireEvent.click(button('Save'));
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(field('Maximum'), { target: { value: '' } });
    expect(button('Save').disabled).toBe(false);
    expect(screen.getByText('Leave empty for no limit.')).toBeTruthy();
  });

  it('refuses an empty name and a name another division has, whatever its case', async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    fireEvent.change(nameField(), { target: { value: 'core equity' } });
    expect(button('Save').disabled).toBe(true);
    expect(screen.getAllByText(matchingMessages.divisionNameTaken('core equity'), { exact: false }).length).toBeGreaterThan(0);
    fireEvent.change(nameField(), { target: { value: '  ' } });
    expect(screen.getAllByText(matchingMessages.divisionNameRequired, { exact: false }).length).toBeGreaterThan(0);
    expect(button('Save').disabled).toBe(true);
    // Its own name, in another case, is no clash.
    fireEvent.change(nameField(), { target: { value: 'BRIDGE LENDING' } });
    expect(button('Save').disabled).toBe(false);
  });

  it("shows the server's title and message when a save is refused", async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    vi.spyOn(sourcingApi, 'update').mockRejectedValue(
      Object.assign(new Error(matchingMessages.divisionNameTaken('Core Plus')), { title: matchingMessages.profileFailed }),
    );
    fireEvent.click(box('Risk class', 'Core'));
    fireEvent.click(button('Save'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(matchingMessages.profileFailed)).toBeTruthy();
    expect(within(dialog).getByText(matchingMessages.divisionNameTaken('Core Plus'))).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('selects, then clears, every territory of a region', async () => {
    openCompanyPage();
    await opened('Bridge Lending');
    fireEvent.click(screen.getByRole('button', { name: /^Northeast/ }));
    const all = (await screen.findByRole('checkbox', { name: 'All of Northeast' })) as HTMLInputElement;
    fireEvent.click(all);
    const states = within(screen.getByRole('group', { name: 'Northeast territories' })).getAllByRole('checkbox') as HTMLInputElement[];
    expect(states.length).toBe(9);
    expect(states.every((s) => s.checked)).toBe(true);
    expect(screen.getByText('9 of 9')).toBeTruthy();
    fireEvent.click(all);
    expect(states.every((s) => !s.checked)).toBe(true);
  });
});
