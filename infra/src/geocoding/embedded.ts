import type { AddressSuggestion, Geocoder } from './port';

/**
 * The embedded geocoder: suggestions from a small bundled list of US cities (the largest and the main
 * commercial real estate markets, 64), with no network. Each carries its city-centre coordinates (decimal
 * degrees, 4 places), so a suggestion is located to the city, not the street: `precision: 'city'` says so.
 * A production adapter would call a geocoding API restricted to the US and answer street-level points;
 * none is wired here because this machine has no network.
 */
const cities: [city: string, state: string, latitude: number, longitude: number][] = [
  ['New York', 'NY', 40.7128, -74.006],
  ['Los Angeles', 'CA', 34.0522, -118.2437],
  ['Chicago', 'IL', 41.8781, -87.6298],
  ['Houston', 'TX', 29.7604, -95.3698],
  ['Phoenix', 'AZ', 33.4484, -112.074],
  ['Philadelphia', 'PA', 39.9526, -75.1652],
  ['San Antonio', 'TX', 29.4241, -98.4936],
  ['San Diego', 'CA', 32.7157, -117.1611],
  ['Dallas', 'TX', 32.7767, -96.797],
  ['Austin', 'TX', 30.2672, -97.7431],
  ['Jacksonville', 'FL', 30.3322, -81.6557],
  ['Fort Worth', 'TX', 32.7555, -97.3308],
  ['San Jose', 'CA', 37.3382, -121.8863],
  ['Columbus', 'OH', 39.9612, -82.9988],
  ['Charlotte', 'NC', 35.2271, -80.8431],
  ['Indianapolis', 'IN', 39.7684, -86.1581],
  ['San Francisco', 'CA', 37.7749, -122.4194],
  ['Seattle', 'WA', 47.6062, -122.3321],
  ['Denver', 'CO', 39.7392, -104.9903],
  ['Oklahoma City', 'OK', 35.4676, -97.5164],
  ['Nashville', 'TN', 36.1627, -86.7816],
  ['Washington', 'DC', 38.9072, -77.0369],
  ['El Paso', 'TX', 31.7619, -106.485],
  ['Las Vegas', 'NV', 36.1699, -115.1398],
  ['Boston', 'MA', 42.3601, -71.0589],
  ['Detroit', 'MI', 42.3314, -83.0458],
  ['Portland', 'OR', 45.5152, -122.6784],
  ['Louisville', 'KY', 38.2527, -85.7585],
  ['Memphis', 'TN', 35.1495, -90.049],
  ['Baltimore', 'MD', 39.2904, -76.6122],
  ['Milwaukee', 'WI', 43.0389, -87.9065],
  ['Albuquerque', 'NM', 35.0844, -106.6504],
  ['Tucson', 'AZ', 32.2226, -110.9747],
  ['Fresno', 'CA', 36.7378, -119.7871],
  ['Sacramento', 'CA', 38.5816, -121.4944],
  ['Atlanta', 'GA', 33.749, -84.388],
  ['Kansas City', 'MO', 39.0997, -94.5786],
  ['Miami', 'FL', 25.7617, -80.1918],
  ['Raleigh', 'NC', 35.7796, -78.6382],
  ['Omaha', 'NE', 41.2565, -95.9345],
  ['Minneapolis', 'MN', 44.9778, -93.265],
  ['Tampa', 'FL', 27.9506, -82.4572],
  ['Orlando', 'FL', 28.5383, -81.3792],
  ['New Orleans', 'LA', 29.9511, -90.0715],
  ['Cleveland', 'OH', 41.4993, -81.6944],
  ['Pittsburgh', 'PA', 40.4406, -79.9959],
  ['Cincinnati', 'OH', 39.1031, -84.512],
  ['St. Louis', 'MO', 38.627, -90.1994],
  ['Salt Lake City', 'UT', 40.7608, -111.891],
  ['Richmond', 'VA', 37.5407, -77.436],
  ['Charleston', 'SC', 32.7765, -79.9311],
  ['Boise', 'ID', 43.615, -116.2023],
  ['Honolulu', 'HI', 21.3069, -157.8583],
  ['Anchorage', 'AK', 61.2181, -149.9003],
  ['Newark', 'NJ', 40.7357, -74.1724],
  ['Hartford', 'CT', 41.7658, -72.6734],
  ['Providence', 'RI', 41.824, -71.4128],
  ['Birmingham', 'AL', 33.5186, -86.8104],
  ['Des Moines', 'IA', 41.5868, -93.625],
  ['Greenwich', 'CT', 41.0262, -73.6282],
  ['Scottsdale', 'AZ', 33.4942, -111.9261],
  ['Irvine', 'CA', 33.6846, -117.8265],
  ['Stamford', 'CT', 41.0534, -73.5387],
  ['Jersey City', 'NJ', 40.7178, -74.0431],
];

export function createEmbeddedGeocoder(): Geocoder {
  const all: AddressSuggestion[] = cities.map(([city, state, latitude, longitude]) => ({
    description: `${city}, ${state}, USA`,
    city,
    state,
    country: 'USA',
    latitude,
    longitude,
    precision: 'city',
  }));
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
