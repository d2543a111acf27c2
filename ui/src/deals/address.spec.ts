import { describe, expect, it } from 'vitest';
import type { AddressSuggestion } from '../account/api';
import { locationOf, precisionNote } from './address';

const austin: AddressSuggestion = {
  description: '500 Congress Ave, Austin, TX, USA',
  city: 'Austin',
  state: 'TX',
  country: 'USA',
  latitude: 30.2672,
  longitude: -97.7431,
  precision: 'city',
};

describe('a deal location from an address suggestion', () => {
  it('keeps the street typed before the city and fills city, state, country code and the point', () => {
    expect(locationOf(austin)).toEqual({
      street_address: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      full_address: '500 Congress Ave, Austin, TX, USA',
      latitude: 30.2672,
      longitude: -97.7431,
    });
  });

  it('leaves the street empty when only a city was chosen', () => {
    expect(locationOf({ ...austin, description: 'Austin, TX, USA' }).street_address).toBeNull();
  });

  it('says when the point is only the city centre', () => {
    expect(precisionNote(austin)).toBe('Located at the centre of Austin: adjust latitude and longitude for the exact site.');
    expect(precisionNote({ ...austin, precision: 'street' })).toBe('Located at the street address.');
  });
});
