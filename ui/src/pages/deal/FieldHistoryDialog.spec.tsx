import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { dealsApi, type FieldChangeRow } from '../../deals/api';
import { renderScreen } from '../../testing/render';
import { FieldHistoryDialog } from './FieldHistoryDialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const change = (at: string, from: unknown, to: unknown): FieldChangeRow => ({ at, by: 'u1', by_name: 'Ada Lane', from, to });
const quantity = { path: 'sub_properties[item_id=c1].quantity', label: 'Apartments · Quantity (Units)' };

function open(history: Promise<FieldChangeRow[]>) {
  const read = vi.spyOn(dealsApi, 'fieldHistory').mockReturnValue(history);
  renderScreen(<FieldHistoryDialog dealId="d1" field={quantity} onClose={() => undefined} />);
  return { read, dialog: screen.getByRole('dialog', { name: 'History of Apartments · Quantity (Units)' }) };
}

describe('the history of a field', () => {
  it('loads the changes, then lists them newest first', async () => {
    let answer: (rows: FieldChangeRow[]) => void = () => undefined;
    const { read, dialog } = open(new Promise((resolve) => (answer = resolve)));
    expect(within(dialog).getByLabelText('Loading history')).toBeTruthy();
    answer([change('2026-03-01T10:00:00.000Z', 120, 150), change('2026-03-02T10:00:00.000Z', 150, 120)]);
    const list = await within(dialog).findByRole('list', { name: 'Field changes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^150 → 120.*Ada Lane$/), expect.stringMatching(/^120 → 150.*Ada Lane$/)]);
    expect(read).toHaveBeenCalledWith('d1', quantity.path);
  });

  it('says when the field never changed', async () => {
    const { dialog } = open(Promise.resolve([]));
    expect(await within(dialog).findByText('This field has not changed since the deal was saved.')).toBeTruthy();
  });

  it('says so when the history cannot be loaded', async () => {
    const { dialog } = open(Promise.reject(new Error('down')));
    expect(await within(dialog).findByText('The history of this field could not be loaded.')).toBeTruthy();
    expect(screen.queryByLabelText('Loading history')).toBeNull();
  });
});
