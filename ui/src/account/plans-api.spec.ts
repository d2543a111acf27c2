import { describe, expect, it, vi } from 'vitest';
import { createPlansApi, type PlanCatalogue } from './plans-api';

const catalogue: PlanCatalogue = { plans: [], addons: [{ key: 'dealcomp', index: 1, name: 'DealComp' }] };

describe('the plans catalogue api', () => {
  it('reads the primary-user plans from the public plan list', async () => {
    const command = vi.fn().mockResolvedValue({ data: catalogue, position: null });
    expect(await createPlansApi({ command }).list()).toEqual(catalogue);
    expect(command).toHaveBeenCalledExactlyOnceWith('/api/stripe/plans', undefined, 'GET');
  });

  it('asks for the team plans with team=true', async () => {
    const command = vi.fn().mockResolvedValue({ data: catalogue, position: null });
    await createPlansApi({ command }).list(true);
    expect(command).toHaveBeenCalledExactlyOnceWith('/api/stripe/plans?team=true', undefined, 'GET');
  });
});
