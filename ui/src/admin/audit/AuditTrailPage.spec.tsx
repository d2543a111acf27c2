import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderAdmin } from '../../testing/admin';
import { AuditTrailPage } from './AuditTrailPage';
import type { AuditVerdict } from './types';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = (verifyAuditTrail: (range: object) => Promise<AuditVerdict>) => {
  const verify = vi.fn(verifyAuditTrail);
  renderAdmin(<AuditTrailPage />, { role: 'auditor', dataProvider: { verifyAuditTrail: verify } });
  return verify;
};

const head = 'c0ffee1234567890'.padEnd(64, '0');

describe('the audit trail page', () => {
  it('verifies the whole log, says so while it runs, then reports it intact with its last link', async () => {
    let answer: (verdict: AuditVerdict) => void = () => undefined;
    const verify = open(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verifying…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' }).matches(':disabled')).toBe(true);
    answer({ method: 'chain', intact: true, checked: 1234, head });
    await waitFor(() => expect(screen.queryByText('Verifying…')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('Intact: 1,234 events checked; last link c0ffee123456…');
    // The whole head, to keep elsewhere.
    expect(screen.getByRole('status').textContent).toContain(head);
    expect(verify).toHaveBeenCalledWith({ after: undefined, to: undefined });
  });

  it('sends the range and names the position where an event was changed or one before it removed', async () => {
    const verify = open(async () => ({ method: 'chain', intact: false, checked: 41, position: '52', reason: 'changed' }));
    fireEvent.change(screen.getByLabelText('After position'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Up to position'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Broken at global position 52: an event was changed there, or one before it removed',
    );
    expect(verify).toHaveBeenCalledWith({ after: '10', to: '500' });
  });

  it('names an event that is not chained', async () => {
    open(async () => ({ method: 'chain', intact: false, checked: 6, position: '7', reason: 'unchained' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Broken at global position 7: the event at 7 is not chained');
  });

  it('says when the log was checked against its seals, and how many events wait for the next seal', async () => {
    open(async () => ({ method: 'seals', intact: true, checked: 1500, head, seals: 3, unsealed: 12 }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByText('Verifying…')).toBeNull());
    const status = screen.getByRole('status').textContent;
    expect(status).toContain("Checked against the log's seals (3): the store does not link each event.");
    expect(status).toContain('12 events after the last seal wait for the next one.');
  });

  it('sends a recorded head and says when it is no longer in the log', async () => {
    const verify = open(async () => ({ method: 'chain', intact: false, checked: 90, reason: 'missing', head }));
    fireEvent.change(screen.getByLabelText('Recorded head'), { target: { value: ` ${head.toUpperCase()} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The recorded head c0ffee123456… is not in the log90 events checked intact, but none ends in that head: events were removed from the end of the log',
    );
    expect(verify).toHaveBeenCalledWith({ after: undefined, to: undefined, head });
  });

  it('does not send a recorded head that is not one', () => {
    const verify = open(async () => ({ method: 'chain', intact: true, checked: 0, head }));
    fireEvent.change(screen.getByLabelText('Recorded head'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('A head as a verification showed it: 64 characters, 0-9 and a-f')).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
  });

  it('does not send a range that ends before it starts', () => {
    const verify = open(async () => ({ method: 'chain', intact: true, checked: 0, head }));
    fireEvent.change(screen.getByLabelText('After position'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Up to position'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Must be after the "After position"')).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
  });

  it('says when the check could not run', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs every failed call in development
    open(async () => {
      throw new HttpError('The server is busy', 503);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The check could not run: The server is busy')).toBeTruthy();
  });
});
