import { describe, expect, it } from 'vitest';
import { createEmbeddedGeocoder } from './embedded';

describe('the embedded geocoder', () => {
  const geocoder = createEmbeddedGeocoder();
  it('suggests US cities as "City, ST, USA", the shape the profile parser reads', async () => {
    expect(await geocoder.suggest('aus')).toEqual([{ description: 'Austin, TX, USA', city: 'Austin', state: 'TX', country: 'USA' }]);
  });
  it('keeps the street typed before the city', async () => {
    expect((await geocoder.suggest('500 Congress Ave, Aus'))[0]?.description).toBe('500 Congress Ave, Austin, TX, USA');
  });
  it('waits for two letters', async () => expect(await geocoder.suggest('a')).toEqual([]));
});
