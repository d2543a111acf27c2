/**
 * Filling the deal's location from an address suggestion ("address … matched against a maps
 * service database"): the street typed before the city, the city, the state, the country code, the full
 * address and the point DealComp searches around.
 */
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { AddressSuggestion } from '../account/api';

export type LocationPatch = Pick<Deal, 'street_address' | 'city' | 'state' | 'country' | 'full_address' | 'latitude' | 'longitude'>;

export function locationOf(suggestion: AddressSuggestion): LocationPatch {
  const place = `${suggestion.city}, ${suggestion.state}, ${suggestion.country}`;
  const street = suggestion.description.endsWith(place) ? suggestion.description.slice(0, -place.length).replace(/,\s*$/, '').trim() : '';
  return {
    street_address: street || null,
    city: suggestion.city,
    state: suggestion.state as LocationPatch['state'],
    country: 'US',
    full_address: suggestion.description,
    latitude: suggestion.latitude,
    longitude: suggestion.longitude,
  };
}

/** What the user is told about the point: a city centre is near, not at, the site. */
export function precisionNote(suggestion: AddressSuggestion): string {
  return suggestion.precision === 'city'
    ? `Located at the centre of ${suggestion.city}: adjust latitude and longitude for the exact site.`
    : 'Located at the street address.';
}
