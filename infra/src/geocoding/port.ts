/** The geocoding port: address suggestions for the profile (spec §5: US only, geocode results). */
export interface AddressSuggestion {
  /** The text put in the address field: 'City, ST, USA', which the profile's parser reads. */
  description: string;
  city: string;
  state: string;
  country: string;
  /** decimal degrees of the point found */
  latitude: number;
  longitude: number;
  /** how close the point is to the address: the city's centre, or the street address itself */
  precision: 'city' | 'street';
}

export interface Geocoder {
  suggest(query: string, limit?: number): Promise<AddressSuggestion[]>;
}
