import { describe, expect, it } from 'vitest';
import { subPropertySchema } from './schema-component';

describe('a component’s name', () => {
  it('is stored without the forbidden punctuation, whoever sends it: the entry screen or the API', () => {
    expect(subPropertySchema.parse({ item_id: 'c1', name: 'Retail/Parking (Phase 1)' }).name).toBe('RetailParking Phase 1');
    expect(subPropertySchema.parse({ item_id: 'c1', name: 'North-Wing 2' }).name).toBe('North-Wing 2');
  });
});
