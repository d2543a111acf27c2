import { describe, expect, it } from 'vitest';
import { calculateDeal } from '../calc/calculate';
import { dealSchema } from './schema-deal';
import { sampleDeal } from './sample-deal';

describe('the sample deal', () => {
  it('is a deal the create command accepts, marked as a demo deal', () => {
    const parsed = dealSchema.parse(sampleDeal('2026-11-30'));
    expect(parsed).toMatchObject({ project_name: 'Sample: Riverside Commons', demo_deal: true, analysis_date: '2026-11-30' });
    expect(parsed.sub_properties?.map((c) => c.name)).toEqual(['Apartments', 'Ground-floor retail', 'Parking structure']);
  });

  it('sells every component 48 months after its analysis date, so it stays current', () => {
    // 30 Nov 2026 + 48 months = 30 Nov 2030; min hold (24 + 12 months) = 30 Nov 2029, so the sale date stands.
    const { deal, components } = calculateDeal(sampleDeal('2026-11-30'), '2026-11-22T09:00:00Z');
    expect(components.map((c) => c.hold_date)).toEqual(['2030-11-30', '2030-11-30', '2030-11-30']);
    expect(deal.exit_date).toBe('2030-11-30');
    expect(deal.investment_period_months).toBe(48);
  });
});
