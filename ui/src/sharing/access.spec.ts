import { describe, expect, it } from 'vitest';
import { accessFor } from './access';
import type { DealAccess } from './api';

const owner: DealAccess = {
  role: 'owner',
  can: {
    view: true,
    edit: true,
    share: true,
    set_permissions: true,
    manage_files: true,
    restore: true,
    delete: true,
    match: true,
    see_history: true,
    export: true,
    replicate: true,
    duplicate: false,
    archive: false,
  },
};

describe('what a deal screen offers', () => {
  it('offers an auditor who owns the deal its reads only', () => {
    const { can } = accessFor({ auditor: true }, owner);
    expect(Object.keys(can).filter((capability) => can[capability as keyof typeof can])).toEqual(['view', 'see_history', 'export']);
  });

  it('offers everyone else what the server answered', () => {
    expect(accessFor({ auditor: false }, owner)).toBe(owner);
  });
});
