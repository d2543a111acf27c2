import { useEffect, useState } from 'react';

/** Suggestions for what is typed (2 characters or more); a slower answer to older text is dropped. */
export function useSuggestions<T>(text: string, lookup: (q: string) => Promise<T[]>): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    if (text.trim().length < 2) return setItems([]);
    lookup(text).then(
      (found) => live && setItems(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [text, lookup]);
  return items;
}
