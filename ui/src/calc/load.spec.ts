import { describe, expect, it } from 'vitest';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { createCalculationsApi } from './load';

const deal = { project_name: 'Small', analysis_date: '2026-01-31', closing_basis: 500_000, sub_properties: [] } as unknown as Deal;
const deals = { retrieve: async () => ({ deal, revision: null, access: null }) };
const missing = async () => {
  throw Object.assign(new Error('Not Found'), { status: 404 });
};

describe('loading the calculations of a saved deal', () => {
  it('computes in the browser with the same engine when the server has no calculations route', async () => {
    const api = createCalculationsApi({ command: missing }, deals, () => new Date('2026-01-15T00:00:00Z'));
    const loaded = await api.load('d1');
    expect(loaded.source).toBe('browser');
    expect(loaded.calc.deal.id).toBe('d1');
    expect(loaded.calc.deal.unlevered_capitalization).toBe(500_000);
  });

  it('does not fail the screen when the summary-viewed route is absent', async () => {
    const api = createCalculationsApi({ command: missing }, deals);
    await expect(api.viewed('d1')).resolves.toBe(false);
  });
});
