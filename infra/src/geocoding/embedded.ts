import type { AddressSuggestion, Geocoder } from './port';

/**
 * The embedded geocoder: suggestions from a small bundled list of US cities (the largest and the main
 * commercial real estate markets, about 60), with no network. A production adapter would call a geocoding
 * API restricted to the US; none is wired here because this machine has no network.
 */
const cities: [string, string][] = [
  ['New York', 'NY'],
  ['Los Angeles', 'CA'],
  ['Chicago', 'IL'],
  ['Houston', 'TX'],
  ['Phoenix', 'AZ'],
  ['Philadelphia', 'PA'],
  ['San Antonio', 'TX'],
  ['San Diego', 'CA'],
  ['Dallas', 'TX'],
  ['Austin', 'TX'],
  ['Jacksonville', 'FL'],
  ['Fort Worth', 'TX'],
  ['San Jose', 'CA'],
  ['Columbus', 'OH'],
  ['Charlotte', 'NC'],
  ['Indianapolis', 'IN'],
  ['San Francisco', 'CA'],
  ['Seattle', 'WA'],
  ['Denver', 'CO'],
  ['Oklahoma City', 'OK'],
  ['Nashville', 'TN'],
  ['Washington', 'DC'],
  ['El Paso', 'TX'],
  ['Las Vegas', 'NV'],
  ['Boston', 'MA'],
  ['Detroit', 'MI'],
  ['Portland', 'OR'],
  ['Louisville', 'KY'],
  ['Memphis', 'TN'],
  ['Baltimore', 'MD'],
  ['Milwaukee', 'WI'],
  ['Albuquerque', 'NM'],
  ['Tucson', 'AZ'],
  ['Fresno', 'CA'],
  ['Sacramento', 'CA'],
  ['Atlanta', 'GA'],
  ['Kansas City', 'MO'],
  ['Miami', 'FL'],
  ['Raleigh', 'NC'],
  ['Omaha', 'NE'],
  ['Minneapolis', 'MN'],
  ['Tampa', 'FL'],
  ['Orlando', 'FL'],
  ['New Orleans', 'LA'],
  ['Cleveland', 'OH'],
  ['Pittsburgh', 'PA'],
  ['Cincinnati', 'OH'],
  ['St. Louis', 'MO'],
  ['Salt Lake City', 'UT'],
  ['Richmond', 'VA'],
  ['Charleston', 'SC'],
  ['Boise', 'ID'],
  ['Honolulu', 'HI'],
  ['Anchorage', 'AK'],
  ['Newark', 'NJ'],
  ['Hartford', 'CT'],
  ['Providence', 'RI'],
  ['Birmingham', 'AL'],
  ['Des Moines', 'IA'],
  ['Greenwich', 'CT'],
  ['Scottsdale', 'AZ'],
  ['Irvine', 'CA'],
  ['Stamford', 'CT'],
  ['Jersey City', 'NJ'],
];

export function createEmbeddedGeocoder(): Geocoder {
  const all: AddressSuggestion[] = cities.map(([city, state]) => ({ description: `${city}, ${state}, USA`, city, state, country: 'USA' }));
  return {
    async suggest(query, limit = 5) {
      // The last typed part is what is being completed: '500 Main St, Aus' suggests Austin after the street.
      const parts = query.split(',');
      const typed = (parts.at(-1) ?? '').trim().toLowerCase();
      if (typed.length < 2) return [];
      const street = parts.length > 1 ? `${parts.slice(0, -1).join(',').trim()}, ` : '';
      return all
        .filter((s) => s.city.toLowerCase().startsWith(typed) || s.description.toLowerCase().startsWith(typed))
        .slice(0, limit)
        .map((s) => ({ ...s, description: `${street}${s.description}` }));
    },
  };
}
