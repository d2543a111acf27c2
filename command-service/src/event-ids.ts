import { createHash } from 'node:crypto';

/**
 * The id of the n-th event a command produces, derived from the command id so that a retried command
 * yields the same ids (and the store appends nothing twice). Formatted as a version-8 UUID.
 */
export function eventIdFor(commandId: string, index: number): string {
  const h = createHash('sha256').update(`${commandId}:${index}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
