import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore } from '../document-store/embedded';
import { embeddedBenchmarks, milesBetween, percentile } from './embedded';

const BOSTON = { lat: 42.3601, lon: -71.0589 };
const NEW_YORK = { lat: 40.7128, lon: -74.006 };

describe('the embedded benchmark adapter', () => {
  const documents = createEmbeddedDocumentStore({ file: ':memory:' });
  afterAll(() => documents.close());

  it('measures great-circle miles (Boston to New York is about 190)', () => {
    expect(milesBetween(BOSTON, NEW_YORK)).toBeCloseTo(190.2, 0);
    expect(milesBetween(BOSTON, BOSTON)).toBe(0);
  });

  it('interpolates percentiles between ranks as Excel’s PERCENTILE.INC does', () => {
    // [4, 6, 10]: 75th at rank 1.5 → 6 + (10 − 6) × 0.5 = 8; 25th at rank 0.5 → 4 + 2 × 0.5 = 5.
    expect(percentile([4, 6, 10], 0.75)).toBe(8);
    expect(percentile([4, 6, 10], 0.25)).toBe(5);
    expect(percentile([7], 0.5)).toBe(7);
  });

  it('shares the acquisition cost by area and leaves out the deal asked about', async () => {
    await documents.ensureCollection({ name: 'deals' });
    // Two components of 30,000 and 10,000 gSF: the office gets 3/4 of the 8M price = 6M; 420k / 6M = 7%.
    const deal = {
      latitude: BOSTON.lat,
      longitude: BOSTON.lon,
      closing_basis: 8_000_000,
      sub_properties: [
        {
          type: 'office',
          project_size_amount: 30_000,
          project_size_units: 'gSF',
          stabilized_noi: 420_000,
          stabilized_noi_period: 'yearly',
        },
        {
          type: 'retail',
          project_size_amount: 10_000,
          project_size_units: 'gSF',
          stabilized_noi: 100_000,
          stabilized_noi_period: 'yearly',
        },
      ],
    };
    await documents.upsert('deals', { _id: 'd1', status: 'active', deal });
    const port = embeddedBenchmarks(documents, () => new Date('2025-03-15T00:00:00Z'));
    const q = {
      latitude: BOSTON.lat,
      longitude: BOSTON.lon,
      prop_type: 'office',
      distance_radius_sensitivity: 3,
      cap_rate_methodology: 'moderate' as const,
    };
    expect(await port.valuation(q)).toMatchObject({ found: true, benchmark: { comparables: 1, cap_rate: 7 } });
    expect(await port.valuation({ ...q, exclude_deal_id: 'd1' })).toMatchObject({ found: false, none: { comparables: 0 } });
    expect(await port.operations(q)).toMatchObject({ found: false });
  });
});
