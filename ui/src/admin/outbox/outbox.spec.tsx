import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { renderAdmin } from '../../testing/admin';
import { OutboxList } from './OutboxList';
import { MailTextField, OutcomeField } from './OutboxFields';
import type { OutboxMail } from './types';

afterEach(cleanup);

const invitation: OutboxMail = {
  id: 'job-1',
  to: 'ada@example.com',
  subject: 'Activate your Dealbook account',
  category: 'transactional',
  outcome: 'expired',
  at: '2026-01-02T10:00:00Z',
  text: 'Hello Ada,\n\nActivate here: https://dealbook.example/activate/[redacted]\n',
};

describe('the mail outbox', () => {
  it('lists each mail with its recipient, subject, category and outcome, newest first', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [invitation], total: 1 });
    renderAdmin(
      <ResourceContextProvider value="outbox">
        <OutboxList />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getList } },
    );
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    expect(within(row).getByText('Activate your Dealbook account')).toBeTruthy();
    expect(within(row).getByText('transactional')).toBeTruthy();
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('outbox', expect.objectContaining({ sort: { field: 'at', order: 'DESC' } }));
    expect(screen.getByPlaceholderText('Search recipient or subject')).toBeTruthy();
    expect(screen.getByLabelText('Outcome')).toBeTruthy();
  });

  it('narrows the list by recipient and by category', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [invitation], total: 1 });
    renderAdmin(
      <ResourceContextProvider value="outbox">
        <OutboxList />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getList } },
    );
    await screen.findByText('ada@example.com');
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'ADA@' } });
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('outbox', expect.objectContaining({ filter: { to: 'ADA@' } })));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['Marketing', 'Transactional', 'Collaboration', 'Legal']));
    fireEvent.click(screen.getByRole('option', { name: 'Collaboration' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('outbox', expect.objectContaining({ filter: { to: 'ADA@', category: 'collaboration' } })),
    );
  });

  it('shows the text as sent, line breaks kept, with its links redacted', async () => {
    renderAdmin(
      <RecordContextProvider value={invitation}>
        <OutcomeField />
        <MailTextField />
      </RecordContextProvider>,
    );
    const text = await screen.findByLabelText('Mail text');
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(invitation.text);
    expect(screen.getByText('Expired')).toBeTruthy();
  });
});
