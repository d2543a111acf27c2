import { z } from 'zod';
import type { DomainEvent, EventTypes } from '../shared';

const iso = z.iso.datetime({ offset: true });
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const userTypeSchema = z.enum(['D', 'PI']);
export type UserType = z.infer<typeof userTypeSchema>;

export const consoleViewSchema = z.enum(['my_projects', 'other_deals', 'matched_solicitations']);
export type ConsoleView = z.infer<typeof consoleViewSchema>;
/** The spec's short codes for the console view (default MYP). */
export const consoleViewByCode = { MYP: 'my_projects', OTH: 'other_deals', SYN: 'matched_solicitations' } as const satisfies Record<
  string,
  ConsoleView
>;

export const tokenPurposeSchema = z.enum(['activation', 'reset']);

// Stream user-<id>. Field names of the account itself follow the spec's entity (snake_case).
export const userRegisteredSchema = z.object({
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  type: userTypeSchema,
  /** True when the sign-up came from a campaign link. */
  ghost: z.boolean(),
  opt_in: z.literal(true),
  /** The referral (invitation) code given at sign-up, if any. */
  invitation_code: z.string().nullable(),
});

/** An account someone else opened for a person (a sponsor sharing a deal, an internal referral). */
export const ghostUserCreatedSchema = z.object({
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  type: userTypeSchema,
  created_by: z.string().nullable(),
});

/**
 * The hash names the token's own stream; the token itself is never stored in the clear. The mail worker
 * needs it for the link, so it travels sealed (AES-256-GCM, key derived from the session key), readable
 * only by a process holding that key; absent when no mail is wanted (the admin seeded from configuration).
 * `email` is where the link goes: with it in the event, the mail reactor needs nothing but the event.
 */
export const tokenIssuedToUserSchema = z.object({
  tokenHash: sha256Hex,
  expiresAt: iso,
  email: z.email(),
  sealedToken: z.string().min(1).optional(),
});
export const userActivatedSchema = z.object({ at: iso });
export const passwordChangedSchema = z.object({
  passwordHash: z.string().min(1),
  reason: z.enum(['activation', 'reset']),
});
export const signedInSchema = z.object({ at: iso });
export const signInFailedSchema = z.object({
  at: iso,
  reason: z.enum(['wrong_password', 'not_activated', 'locked_out', 'deactivated']),
});
/** `session`: the sha256 of the ended session's id, so that copied cookies of it stop working. */
export const signedOutSchema = z.object({ at: iso, session: sha256Hex.optional() });
/** `by` is null when the runtime seeds the first admin from configuration. */
export const adminChangedSchema = z.object({ by: z.string().nullable() });
export const roleChangedSchema = z.object({ by: z.string() });
/**
 * An admin erased the person's personal data (R12): the keys of `subjects` (personal-data/fields.ts
 * in infra) are destroyed, so every value sealed with them reads as a placeholder from now on, and the
 * account is closed for good.
 */
export const personalDataErasedSchema = z.object({ by: z.string(), at: iso, subjects: z.array(z.string().min(1)).min(1) });
export const consoleViewSetSchema = z.object({ view: consoleViewSchema });
export const sandboxSetSchema = z.object({ sandbox: z.boolean() });

// Stream email-<sha256 of the normalised email>: one account per email.
export const emailReservedSchema = z.object({ userId: z.string().min(1), at: iso });
/** The account was erased: its address belongs to nobody and may sign up again. */
export const emailReleasedSchema = z.object({ userId: z.string().min(1), at: iso });

// Stream token-<sha256 of the token>.
export const tokenIssuedSchema = z.object({ userId: z.string().min(1), purpose: tokenPurposeSchema, expiresAt: iso });
export const tokenUsedSchema = z.object({ at: iso });

type Data<S extends z.ZodType> = z.infer<S>;

export type UserRegistered = DomainEvent<'UserRegistered', Data<typeof userRegisteredSchema>>;
export type GhostUserCreated = DomainEvent<'GhostUserCreated', Data<typeof ghostUserCreatedSchema>>;
export type ActivationTokenIssued = DomainEvent<'ActivationTokenIssued', Data<typeof tokenIssuedToUserSchema>>;
export type ResetTokenIssued = DomainEvent<'ResetTokenIssued', Data<typeof tokenIssuedToUserSchema>>;
export type UserActivated = DomainEvent<'UserActivated', Data<typeof userActivatedSchema>>;
export type PasswordChanged = DomainEvent<'PasswordChanged', Data<typeof passwordChangedSchema>>;
export type SignedIn = DomainEvent<'SignedIn', Data<typeof signedInSchema>>;
export type SignInFailed = DomainEvent<'SignInFailed', Data<typeof signInFailedSchema>>;
export type SignedOut = DomainEvent<'SignedOut', Data<typeof signedOutSchema>>;
export type AdminGranted = DomainEvent<'AdminGranted', Data<typeof adminChangedSchema>>;
/** An auditor reads everything an admin reads and changes nothing. */
/** An admin closed the account: it cannot sign in and its sessions end, until an admin reopens it. */
export type AccountDeactivated = DomainEvent<'AccountDeactivated', Data<typeof roleChangedSchema>>;
export type AccountReactivated = DomainEvent<'AccountReactivated', Data<typeof roleChangedSchema>>;
export type AuditorGranted = DomainEvent<'AuditorGranted', Data<typeof roleChangedSchema>>;
export type AuditorRevoked = DomainEvent<'AuditorRevoked', Data<typeof roleChangedSchema>>;
export type AdminRevoked = DomainEvent<'AdminRevoked', Data<typeof adminChangedSchema>>;
export type PersonalDataErased = DomainEvent<'PersonalDataErased', Data<typeof personalDataErasedSchema>>;
export type ConsoleViewSet = DomainEvent<'ConsoleViewSet', Data<typeof consoleViewSetSchema>>;
export type SandboxSet = DomainEvent<'SandboxSet', Data<typeof sandboxSetSchema>>;

export type UserEvent =
  | UserRegistered
  | GhostUserCreated
  | ActivationTokenIssued
  | ResetTokenIssued
  | UserActivated
  | PasswordChanged
  | SignedIn
  | SignInFailed
  | SignedOut
  | AdminGranted
  | AdminRevoked
  | AuditorGranted
  | AuditorRevoked
  | AccountDeactivated
  | AccountReactivated
  | PersonalDataErased
  | ConsoleViewSet
  | SandboxSet;

export type EmailReserved = DomainEvent<'EmailReserved', Data<typeof emailReservedSchema>>;
export type EmailReleased = DomainEvent<'EmailReleased', Data<typeof emailReleasedSchema>>;
export type EmailReservationEvent = EmailReserved | EmailReleased;

export type TokenIssued = DomainEvent<'TokenIssued', Data<typeof tokenIssuedSchema>>;
export type TokenUsed = DomainEvent<'TokenUsed', Data<typeof tokenUsedSchema>>;
export type TokenEvent = TokenIssued | TokenUsed;

export type IdentityEvent = UserEvent | EmailReservationEvent | TokenEvent;

/** The registry the event store validates identity events against, on append and on read. */
export const identityEventTypes = {
  UserRegistered: { schema: userRegisteredSchema, version: 1 },
  GhostUserCreated: { schema: ghostUserCreatedSchema, version: 1 },
  ActivationTokenIssued: { schema: tokenIssuedToUserSchema, version: 1 },
  ResetTokenIssued: { schema: tokenIssuedToUserSchema, version: 1 },
  UserActivated: { schema: userActivatedSchema, version: 1 },
  PasswordChanged: { schema: passwordChangedSchema, version: 1 },
  SignedIn: { schema: signedInSchema, version: 1 },
  SignInFailed: { schema: signInFailedSchema, version: 1 },
  SignedOut: { schema: signedOutSchema, version: 1 },
  AdminGranted: { schema: adminChangedSchema, version: 1 },
  AdminRevoked: { schema: adminChangedSchema, version: 1 },
  AuditorGranted: { schema: roleChangedSchema, version: 1 },
  AuditorRevoked: { schema: roleChangedSchema, version: 1 },
  AccountDeactivated: { schema: roleChangedSchema, version: 1 },
  AccountReactivated: { schema: roleChangedSchema, version: 1 },
  PersonalDataErased: { schema: personalDataErasedSchema, version: 1 },
  ConsoleViewSet: { schema: consoleViewSetSchema, version: 1 },
  SandboxSet: { schema: sandboxSetSchema, version: 1 },
  EmailReserved: { schema: emailReservedSchema, version: 1 },
  EmailReleased: { schema: emailReleasedSchema, version: 1 },
  TokenIssued: { schema: tokenIssuedSchema, version: 1 },
  TokenUsed: { schema: tokenUsedSchema, version: 1 },
} satisfies Record<IdentityEvent['type'], EventTypes[string]>;
