import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto, no native addon). Parameters travel in the encoded hash,
 * `scrypt$N$r$p$salt$hash` (base64), so raising them later still verifies the hashes already stored.
 * N = 2^17, r = 8 costs 128 MiB and a few hundred milliseconds per hash: that is the point.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse to work on a stored hash asking for more than this (a corrupted or planted row). */
const MAX_N = 2 ** 20;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below what N = 2^17 asks for. */
const optionsFor = ({ N, r, p }: ScryptParams): ScryptOptions => ({ N, r, p, maxmem: 128 * N * r * 2 });

/** The same password typed on different keyboards (composed or decomposed accents) hashes alike. */
const normalized = (password: string) => password.normalize('NFKC');

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(normalized(password), salt, KEY_BYTES, optionsFor(params));
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for anything that is not a hash this module wrote. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const key = await scrypt(normalized(password), parsed.salt, parsed.key.length, optionsFor(parsed.params));
  return timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's: rehash it at the next sign-in. */
export function needsRehash(encoded: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parse(encoded);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

function parse(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= 32 &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= 16;
  if (!valid) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || key.length < 16) return null;
  return { params: { N, r, p }, salt, key };
}
