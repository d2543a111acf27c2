import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { identityMessages } from '@dealbook/domain/identity/messages';

const [resetButton, tryAgainButton] = identityMessages.signInFailed.buttons;

export type LoginFailure = {
  /** The server's message (spec §8). */
  message: string;
  /** A lockout (429) is not about activation, so the activation advice is left out. */
  lockedOut: boolean;
};

type Props = {
  failure: LoginFailure | null;
  onReset: () => void;
  onTryAgain: () => void;
};

const advice =
  'New accounts must be activated through the link in the email we sent before the first sign-in; if you cannot find it, check your spam folder. Would you like to reset your password?';

/** The spec's login failure: the server's message, a way to reset, and advice about activation. */
export function LoginFailedDialog({ failure, onReset, onTryAgain }: Props) {
  // The server's usual message already carries the activation advice; saying it twice reads as noise.
  const showAdvice = failure !== null && !failure.lockedOut && failure.message !== identityMessages.signInFailed.message;
  return (
    <Dialog
      open={failure !== null}
      onClose={onTryAgain}
      aria-labelledby="login-failed-title"
      aria-describedby="login-failed-message"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="login-failed-title">{failure?.lockedOut ? 'Too Many Attempts' : 'Login Failed'}</DialogTitle>
      <DialogContent>
        <DialogContentText id="login-failed-message" sx={{ mb: showAdvice ? 2 : 0 }}>
          {failure?.message}
        </DialogContentText>
        {showAdvice && <DialogContentText variant="body2">{advice}</DialogContentText>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap-reverse', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {/* Focus on trying again: Enter pressed out of habit after a typo should not leave the page. */}
        <Button onClick={onTryAgain} autoFocus>
          {tryAgainButton.label}
        </Button>
        <Button onClick={onReset} variant="contained">
          {resetButton.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
