import { createHash, randomBytes } from 'node:crypto';
import { secretDecider, secretStream, type EventTypes } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { deriveKey, open, seal, TOKEN_MAIL_PURPOSE } from '@dealbook/infra/security/seal';
import { hashPassword, verifyPassword, type ScryptParams } from '@dealbook/infra/security/passwords';
import { hashToken } from '@dealbook/infra/security/tokens';
import { handleCommand, type CommandContext } from '../handle';

export interface LinkToken {
  token: string;
  hash: string;
  /** The token sealed for the mail worker (it goes in the event; the token itself never does). */
  sealed: string;
}

/** 256 random bits: a mailed link's token, as unguessable as the session key. */
const TOKEN_BYTES = 32;

/**
 * The tokens of mailed links. Each is drawn at random and kept sealed on a stream of its own, named
 * after the command, its purpose and its subject: a retried request (same command) finds the token its
 * first attempt drew, so it mails the same link and appends nothing new, while any other request, or
 * the same request for another person, draws a new one. Nothing a client sends goes into the token.
 */
export function linkTokens(sessionKey: Buffer) {
  const sealKey = deriveKey(sessionKey, TOKEN_MAIL_PURPOSE);
  return {
    /** `prefix` starts the token in clear (a decline link names its deal): the rest is random. */
    async draw(
      deps: { store: EventStore; types: EventTypes },
      context: CommandContext,
      purpose: string,
      subject: string,
      prefix = '',
    ): Promise<LinkToken> {
      const id = createHash('sha256').update(`${context.commandId}\n${purpose}\n${subject}`).digest('hex');
      const fresh = seal(sealKey, prefix + randomBytes(TOKEN_BYTES).toString('base64url'));
      const { state } = await handleCommand({
        store: deps.store,
        types: deps.types,
        streamId: secretStream(id),
        decider: secretDecider,
        command: { type: 'KeepSecret', data: { sealed: fresh } },
        context: { ...context, commandId: `${context.commandId}:secret:${id}`, causationId: context.commandId },
      });
      const sealed = state.sealed ?? fresh;
      const token = open(sealKey, sealed);
      if (token === null) throw new Error('A drawn token no longer opens: the session key changed since the request was first made');
      return { token, hash: hashToken(token), sealed };
    },
  };
}

/**
 * Password hashing at the configured cost. An account without a password (unknown email, not yet
 * activated) is checked against a dummy hash of the same cost, so the time taken tells nothing.
 */
export function passwordHasher(cost: number) {
  const params: ScryptParams = { N: 2 ** cost, r: 8, p: 1 };
  let dummy: Promise<string> | null = null;
  return {
    hash: (password: string) => hashPassword(password, params),
    async verify(password: string, hash: string | null): Promise<boolean> {
      if (hash) return verifyPassword(password, hash);
      dummy ??= hashPassword(randomBytes(16).toString('hex'), params);
      await verifyPassword(password, await dummy);
      return false;
    },
  };
}

export type PasswordHasher = ReturnType<typeof passwordHasher>;
