/**
 * Reads back a message our mailers wrote (an outbox `.eml` file, or what an SMTP server received) with
 * mailparser: headers decoded (RFC 2047 words, folded lines), the text and html bodies of any MIME shape.
 */
import { simpleParser, type AddressObject } from 'mailparser';

export interface ParsedEml {
  /**
   * Header names in lower case; a repeated header keeps its first value. Unstructured headers (subject,
   * message-id, list-unsubscribe, …) are decoded; address lists read `Ann <ann@example.com>, bo@example.com`
   * with names decoded; other structured ones (date, content-type) keep the text they were written with.
   */
  headers: Record<string, string>;
  text?: string;
  html?: string;
}

function isAddressObject(value: unknown): value is AddressObject {
  return typeof value === 'object' && value !== null && Array.isArray((value as AddressObject).value);
}

/** mailparser's decoded value where it is text or addresses, else the line as written. */
function headerText(decoded: unknown, line: string): string {
  if (typeof decoded === 'string') return decoded;
  if (isAddressObject(decoded)) return decoded.value.map((a) => (a.name ? `${a.name} <${a.address ?? ''}>` : (a.address ?? ''))).join(', ');
  // Header lines come as one character per byte; UTF-8 in them (SMTPUTF8 addresses) is read back as such.
  const written = Buffer.from(line, 'latin1').toString('utf8');
  return written
    .slice(written.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

export async function readEml(raw: string | Buffer): Promise<ParsedEml> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    headers[key] ??= headerText(mail.headers.get(key), line);
  }
  // nodemailer ends a text with a line break when it has none, so the final one carries no meaning.
  const text = mail.text?.replace(/\r?\n$/, '');
  return { headers, ...(text === undefined ? {} : { text }), ...(mail.html === false ? {} : { html: mail.html }) };
}
