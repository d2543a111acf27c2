/**
 * A build's id: `m-` and 24 hex digits of a hash of (deal, version, requester, attempt), so asking twice for
 * the same build names the same job, and a retry after a failure (attempt + 1) names a new one. Not a
 * secret; pure (cyrb53 with three seeds: the domain does no I/O and imports no crypto).
 */
export function buildIdFor(dealId: string, version: number, userId: string, attempt: number): string {
  const key = `${dealId}:${version}:${userId}:${attempt}`;
  return `m-${[1, 2, 3].map((seed) => cyrb53(key, seed).toString(16).padStart(14, '0').slice(-8)).join('')}`;
}

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
