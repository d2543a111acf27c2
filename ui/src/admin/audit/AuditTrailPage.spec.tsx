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
    answer({ intact: true, checked: 1234, head });
    await waitFor(() => expect(screen.queryByText('Verifying…')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('Intact: 1,234 events checked; last link c0ffee123456…');
    expect(verify).toHaveBeenCalledWith({ after: undefined, to: undefined });
  });

  it('sends the range and names the position where an event was changed or one before it removed', async () => {
    const verify = open(async () => ({ intact: false, checked: 41, position: '52', reason: 'changed' }));
    fireEvent.change(screen.getByLabelText('After position'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Up to position'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Broken at global position 52: an event was changed there, or one before it removed',
    );
    expect(verify).toHaveBeenCalledWith({ after: '10', to: '500' });
  });

  it('names an event that is not chained', async () => {
    open(async () => ({ intact: false, checked: 6, position: '7', reason: 'unchained' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Broken at global position 7: the event at 7 is not chained');
  });

  it('does not send a range that ends before it starts', () => {
    const verify = open(async () => ({ intact: true, checked: 0, head }));
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
