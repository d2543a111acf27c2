export interface HeadquartersParts {
  city: string;
  state: string;
  country: string;
}

/**
 * The spec's rule for the profile address: 'city, state, country' (3 parts) or 'street, city, state,
 * country' (4 parts); the state is the first word of its part ('NY 10001' gives 'NY'). Any other shape,
 * or a missing part, gives null: the headquarters are then left as they were.
 */
export function parseHeadquarters(address: string): HeadquartersParts | null {
  const parts = address.split(',').map((p) => p.trim());
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [city, statePart, country] = parts.slice(-3) as [string, string, string];
  const state = statePart.split(/\s+/)[0] ?? '';
  if (!city || !state || !country) return null;
  return { city, state, country };
}
