import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/** A number input whose text cannot be read as a number: the form keeps the last number it could read. */
export type UnreadableInput = { id: string; label: string; message: string };
type Report = (id: string, entry: Omit<UnreadableInput, 'id'> | null) => void;

const ReportContext = createContext<Report>(() => undefined);

/** Where the entry page's number inputs say that their text cannot be read (null: it can again). */
export const UnreadableInputsProvider = ReportContext.Provider;
export const useReportUnreadable = (): Report => useContext(ReportContext);

/**
 * The entry page's list of inputs holding text that is not a number: while there is one, nothing is saved
 * (not even on blur) and the live figures wait, because the deal on screen is not the deal in the form.
 */
export function useUnreadableInputs() {
  const [entries, setEntries] = useState<Record<string, UnreadableInput>>({});
  const report = useCallback<Report>(
    (id, entry) =>
      setEntries((known) => {
        if (!entry) {
          if (!(id in known)) return known;
          const { [id]: _gone, ...rest } = known;
          return rest;
        }
        return known[id]?.message === entry.message && known[id]?.label === entry.label ? known : { ...known, [id]: { id, ...entry } };
      }),
    [],
  );
  const list = useMemo(() => Object.values(entries), [entries]);
  return { list, report };
}
