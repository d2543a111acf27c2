import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_FAILURE_WINDOW_MS } from './limits';

export interface DialogButton {
  label: string;
  /** Where the button leads; absent when it only closes the dialog. */
  to?: string;
}

export interface DialogText {
  title?: string;
  message: string;
  buttons?: DialogButton[];
}

export const defaultButtons = { ok: 'Ok', cancel: 'Cancel' } as const;

/**
 * The texts of the sign-up, sign-in, activation and recovery flows. One source of
 * truth: the deciders put them in their errors and the UI imports them for its dialogs. Where the spec
 * gives the text it is kept word for word; where it only describes a message, the
 * wording is ours and says so.
 */
export const identityMessages = {
  emailAlreadyRegistered: {
    message: 'The email entered has already been registered on our platform',
    buttons: [{ label: 'Activate Login / Reset Password', to: '/recovery' }, { label: 'OK, Thanks' }],
  },
  invalidEmail: {
    title: 'Not a Valid Email Address',
    // ours: the spec gives only the title and the button
    message: 'Please check the email address and try again.',
    buttons: [{ label: 'OK, Let Me Try Again' }],
  },
  optInRequired: {
    // ours: the spec describes this message without quoting it
    message: 'You must agree to the terms of service, privacy policy and communications policy in order to proceed.',
  },
  registrationFailed: {
    title: 'Oops! Something is not right.',
    // ours: the spec describes this advice without quoting it
    message: 'Please open a support ticket via Help, with a description of what you were doing and a screenshot.',
  },
  signInFailed: {
    // ours: the spec says the dialog shows the server's message. One message for a wrong password, an
    // unknown email and a not-yet-activated account, so that it never tells which emails have accounts.
    message:
      'The email or password entered is incorrect. If you have not activated your account yet, use the link in the activation email we sent you (check your spam folder).',
    buttons: [{ label: 'Yes, Reset Password', to: '/recovery' }, { label: 'OK, Let Me Try Again' }],
  },
  tooManySignIns: {
    // ours: the spec has no lockout
    message: `Too many failed sign-in attempts. Please wait ${SIGN_IN_FAILURE_WINDOW_MS / 60_000} minutes and try again, or reset your password.`,
    buttons: [{ label: 'Yes, Reset Password', to: '/recovery' }, { label: 'OK, Let Me Try Again' }],
  },
  tooManySignInsFromAddress: {
    // ours: a second limit, on failed sign-ins from one network address across accounts
    message: 'Too many failed sign-in attempts from your network. Please try again in an hour, or reset your password.',
    buttons: [{ label: 'Yes, Reset Password', to: '/recovery' }, { label: 'OK, Let Me Try Again' }],
  },
  recoverySent: {
    // ours: the same answer whether or not the email has an account, so that it tells nobody which do
    message: 'If an account exists for this email, we have sent it a link. Please check your inbox and spam folder.',
  },
  signedOut: {
    message: 'You have been signed out.',
  },
  invalidResetToken: {
    title: 'Error: Invalid Security Token',
    message:
      'This password reset link is invalid or has expired. Reset links are valid for 1 hour and can be used only once. Please request a new one.',
    buttons: [{ label: defaultButtons.ok, to: '/recovery' }],
  },
  resetFailed: {
    title: 'Error: Reset Password',
    message: 'Your password could not be reset. Please try again.',
  },
  invalidActivationToken: {
    title: 'Error: Invalid Security Token',
    message:
      'This activation link is invalid or has expired. Activation links are valid for 7 days and can be used only once. Please request a new one.',
    buttons: [{ label: defaultButtons.ok, to: '/recovery' }],
  },
  activationFailed: {
    title: 'Error: Account cannot be activated',
    message: 'Your account could not be activated. Please try again.',
  },
  forgotPasswordFailed: {
    title: 'Error: Forgot Password',
    message: 'We could not send the email. Please try again.',
  },
  passwordTooShort: {
    message: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  },
  passwordTooLong: {
    message: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  },
  userNotFound: {
    message: 'This account does not exist.',
  },
  userAlreadyExists: {
    message: 'This account already exists.',
  },
} as const satisfies Record<string, DialogText>;
