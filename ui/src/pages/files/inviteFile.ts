import Papa from 'papaparse';

const EMAIL = /[^\s@,;:<>()"']+@[^\s@,;:<>()"']+\.[^\s@,;:<>()"']+/g;
/** 'First Name', 'first_name' and 'E-mail' read alike. */
const heading = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** Only text and CSV files, by type or, when the browser names none, by extension. */
export const isTextOrCsv = (file: Pick<File, 'name' | 'type'>) =>
  ['text/plain', 'text/csv'].includes(file.type.split(';')[0]!.trim()) || (!file.type && /\.(csv|txt)$/i.test(file.name));

/** The same addresses once each, compared without case, in their first spelling. */
export function unique(emails: string[]): string[] {
  const seen = new Set<string>();
  return emails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The addresses of a bulk invite file (the contact CSV columns First Name/first_name,
 * last_name, email, company): a CSV's email column, or any address found in it when it has none; a
 * text file, one address per line or comma separated. De-duplicated without case.
 */
export function addressesIn(text: string, csv: boolean): string[] {
  if (!csv)
    return unique(
      text
        .split(/[\r\n,;]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    );
  const parsed = Papa.parse<Record<string, string | undefined>>(text.trim(), { header: true, skipEmptyLines: true });
  const column = parsed.meta.fields?.find((field) => heading(field) === 'email');
  if (!column) return unique(text.match(EMAIL) ?? []);
  const found = parsed.data.map((row) => row[column]?.trim() ?? '');
  return unique(found.filter(Boolean));
}

export const isCsv = (file: Pick<File, 'name' | 'type'>) => file.type.startsWith('text/csv') || /\.csv$/i.test(file.name);
