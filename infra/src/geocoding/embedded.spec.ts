import { describe, expect, it } from 'vitest';
import { createEmbeddedGeocoder } from './embedded';

describe('the embedded geocoder', () => {
  const geocoder = createEmbeddedGeocoder();
  it('suggests US cities as "City, ST, USA", the shape the profile parser reads', async () => {
    expect(await geocoder.suggest('aus')).toEqual([
      {
        description: 'Austin, TX, USA',
        city: 'Austin',
        state: 'TX',
        country: 'USA',
        latitude: 30.2672,
        longitude: -97.7431,
        precision: 'city',
      },
    ]);
  });
  it('keeps the street typed before the city', async () => {
    expect((await geocoder.suggest('500 Congress Ave, Aus'))[0]?.description).toBe('500 Congress Ave, Austin, TX, USA');
  });
  it('waits for two letters', async () => expect(await geocoder.suggest('a')).toEqual([]));

  it('locates each city at its centre: neighbours are close, coasts are far apart', async () => {
    const at = async (q: string) => (await geocoder.suggest(q))[0]!;
    // Haversine distance in km, R = 6371.
    const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
      const rad = Math.PI / 180;
      const h =
        Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
        Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    expect(km(await at('New York'), await at('Jersey City'))).toBeLessThan(10);
    expect(km(await at('Dallas'), await at('Fort Worth'))).toBeLessThan(60);
    // New York to Los Angeles is about 3,940 km as the crow flies.
    expect(km(await at('New York'), await at('Los Angeles'))).toBeGreaterThan(3_900);
    expect(km(await at('New York'), await at('Los Angeles'))).toBeLessThan(4_000);
  });
});
