/** The geocoding port: address suggestions for the profile (spec §5: US only, geocode results). */
export interface AddressSuggestion {
  /** The text put in the address field: 'City, ST, USA', which the profile's parser reads. */
  description: string;
  city: string;
  state: string;
  country: string;
}

export interface Geocoder {
  suggest(query: string, limit?: number): Promise<AddressSuggestion[]>;
}
