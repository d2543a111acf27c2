import { identityMessages as m, type DialogText } from '@dealbook/domain/identity/messages';

/** What the UI knows of a failed call: the httpClient's ApiError, or anything thrown on the way. */
type Failure = { status?: unknown; code?: unknown; message?: unknown; title?: unknown } | null | undefined;

const read = (error: unknown) => {
  const failure = (typeof error === 'object' ? error : null) as Failure;
  const status = typeof failure?.status === 'number' ? failure.status : undefined;
  const code = typeof failure?.code === 'string' ? failure.code : undefined;
  const message = typeof failure?.message === 'string' && failure.message !== '' ? failure.message : undefined;
  return { status, code, message };
};

/**
 * The server's message when it is meant for people: a 4xx from our API carries the spec's texts.
 * A 5xx, or a failure without a status (network down), says nothing useful, so the flow's own text is shown.
 */
function userMessage(error: unknown, fallback: string): string {
  const { status, message } = read(error);
  return status !== undefined && status >= 400 && status < 500 && message ? message : fallback;
}

export function registrationFailure(error: unknown): DialogText {
  const { status, code } = read(error);
  if (status === 409 || code === 'EMAIL_ALREADY_REGISTERED') return m.emailAlreadyRegistered;
  if (code === 'INVALID_EMAIL') return m.invalidEmail;
  if (code === 'OPT_IN_REQUIRED') return { title: 'Agreement required', message: m.optInRequired.message };
  return m.registrationFailed;
}

/** The login dialog shows the server's message (spec §8), including the lockout's on a 429. */
export function signInFailure(error: unknown): string {
  return userMessage(error, m.signInFailed.message);
}

export function forgotPasswordFailure(error: unknown): DialogText {
  return { title: m.forgotPasswordFailed.title, message: userMessage(error, m.forgotPasswordFailed.message) };
}

/** A token refused at the final call (expired, or used in another tab meanwhile) gets the invalid-token dialog. */
const tokenRefused = (error: unknown, code: string) => {
  const failure = read(error);
  return failure.code === code || failure.status === 410;
};

export function resetFailure(error: unknown): DialogText {
  if (tokenRefused(error, 'INVALID_RESET_TOKEN')) return m.invalidResetToken;
  return { title: m.resetFailed.title, message: userMessage(error, m.resetFailed.message) };
}

export function activationFailure(error: unknown): DialogText {
  if (tokenRefused(error, 'INVALID_ACTIVATION_TOKEN')) return m.invalidActivationToken;
  return { title: m.activationFailed.title, message: userMessage(error, m.activationFailed.message) };
}
