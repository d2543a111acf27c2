import type { FastifyRequest } from 'fastify';

/**
 * Proof that this browser made a sign-up a moment ago: the account's id and address, kept in the
 * encrypted session cookie by the sign-up route. The campaign and lead calls that follow a campaign
 * sign-up come without a session; this is what lets them write onto that one account and
 * no other: an id or an address typed into a URL proves nothing.
 */
export interface SignUpProof {
  id: string;
  email: string;
  at: number;
}

/** How long after the sign-up its follow-up calls are taken. */
export const SIGN_UP_PROOF_MS = 60 * 60 * 1000;

declare module '@fastify/secure-session' {
  interface SessionData {
    signedUp?: SignUpProof;
  }
}

export function rememberSignUp(request: FastifyRequest, proof: SignUpProof): void {
  request.session.set('signedUp', proof);
}

/** The sign-up this browser made within the hour, or null. */
export function signUpProofOf(request: FastifyRequest, now: Date): SignUpProof | null {
  const proof = request.session?.get('signedUp');
  if (!proof || typeof proof.id !== 'string' || typeof proof.email !== 'string' || typeof proof.at !== 'number') return null;
  return now.getTime() - proof.at < SIGN_UP_PROOF_MS ? proof : null;
}

/** Whether the caller owns the account `id` with `email` (either may be left out): signed in as it, or just signed it up. */
export function provesAccount(request: FastifyRequest, now: Date, account: { id?: string; email?: string }): boolean {
  const matches = (owner: { id: string; email: string }) =>
    (account.id === undefined || owner.id === account.id) &&
    (account.email === undefined || owner.email.toLowerCase() === account.email.toLowerCase());
  if (request.user && matches(request.user)) return true;
  const proof = signUpProofOf(request, now);
  return proof !== null && matches(proof);
}
