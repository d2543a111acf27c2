import { describe, expect, it } from 'vitest';
import type { EmailCheck } from './api';
import { emailPasses } from './emailCheck';

const deliverable: EmailCheck = {
  result: 'deliverable',
  disposable: false,
  mx_records: true,
  smtp_server: true,
  smtp_check: true,
  reason: null,
};

describe('the address check of a share', () => {
  it('passes a deliverable address that is not disposable', () => {
    expect(emailPasses(deliverable)).toBe(true);
  });

  it('refuses a disposable address', () => {
    expect(emailPasses({ ...deliverable, disposable: true })).toBe(false);
  });

  it.each(['mx_records', 'smtp_server', 'smtp_check'] as const)('refuses an address whose %s does not hold', (flag) => {
    expect(emailPasses({ ...deliverable, [flag]: false })).toBe(false);
  });
});
