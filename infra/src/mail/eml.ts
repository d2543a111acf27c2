/**
 * Just enough MIME reading for the messages our mailers write: headers (unfolded, RFC 2047 words
 * decoded), the text and html parts of a multipart body, quoted-printable and base64 bodies.
 * A body's final line break is dropped: nodemailer adds one when the text has none, so it carries no meaning.
 */

export interface ParsedEml {
  /** Header names in lower case; a repeated header keeps its first value. */
  headers: Record<string, string>;
  text?: string;
  html?: string;
}

export function parseEml(raw: string): ParsedEml {
  const entity = splitEntity(raw);
  const parsed: ParsedEml = { headers: entity.headers };
  collectBodies(entity, parsed, 0);
  return parsed;
}

interface Entity {
  headers: Record<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const blank = /\r?\n\r?\n/.exec(raw);
  const head = blank ? raw.slice(0, blank.index) : raw;
  const body = blank ? raw.slice(blank.index + blank[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectBodies(entity: Entity, into: ParsedEml, depth: number): void {
  const contentType = entity.headers['content-type'] ?? 'text/plain';
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType.startsWith('multipart/') && depth < 5) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    for (const part of splitMultipart(entity.body, boundary)) collectBodies(splitEntity(part), into, depth + 1);
    return;
  }
  if (mediaType !== 'text/plain' && mediaType !== 'text/html') return;
  if (/attachment/i.test(entity.headers['content-disposition'] ?? '')) return;
  const charset = /charset="?([^";\s]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  const text = decodeText(decodeTransfer(entity.body, entity.headers['content-transfer-encoding']), charset);
  if (mediaType === 'text/plain') into.text ??= text;
  else into.html ??= text;
}

function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  const lines = body.split(/\r?\n/);
  let current: string[] | undefined;
  for (const line of lines) {
    if (line === `--${boundary}--`) break;
    if (line === `--${boundary}`) {
      if (current) parts.push(current.join('\n'));
      current = [];
    } else current?.push(line);
  }
  if (current) parts.push(current.join('\n'));
  return parts;
}

function decodeTransfer(body: string, encoding = '7bit'): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    default:
      return Buffer.from(body.replace(/\r\n/g, '\n').replace(/\n$/, ''), 'utf8');
  }
}

export function decodeQuotedPrintable(body: string): Buffer {
  const joined = body
    .replace(/=\r?\n/g, '')
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeText(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const encodedWords = /(?:=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)+/g;
const encodedWord = /=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g;

/** Decodes RFC 2047 encoded words; adjacent words are joined before decoding, so split characters survive. */
export function decodeHeaderValue(value: string): string {
  // Whitespace between two encoded words is folding, not text (RFC 2047 section 6.2).
  const joined = value.replace(/(\?=)[ \t]+(?==\?)/g, '$1');
  return joined.replace(encodedWords, (run) => {
    let charset = 'utf-8';
    const chunks: Buffer[] = [];
    for (const [, wordCharset, encoding, data] of run.matchAll(encodedWord)) {
      charset = (wordCharset ?? charset).split('*')[0] ?? charset;
      chunks.push(
        encoding?.toUpperCase() === 'B' ? Buffer.from(data ?? '', 'base64') : decodeQuotedPrintable((data ?? '').replace(/_/g, ' ')),
      );
    }
    return decodeText(Buffer.concat(chunks), charset);
  });
}

/** The http(s) links in a text, in order, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0].replace(/[.,;:!?]+$/, ''));
}
