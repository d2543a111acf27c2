import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * Suggestions for what is typed (2 characters or more). The last suggestions stay on screen while the
 * next text is looked up; a failed lookup offers none.
 */
export function useSuggestions<T>(keyOf: (q: string) => QueryKey, text: string, lookup: (q: string) => Promise<T[]>): T[] {
  const enabled = text.trim().length >= 2;
  const { data } = useQuery({ queryKey: keyOf(text), queryFn: () => lookup(text), enabled, placeholderData: keepPreviousData });
  return enabled ? (data ?? []) : [];
}
