import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { defaultButtons, type DialogButton, type DialogText } from '@dealbook/domain/identity/messages';

type Props = {
  /** The dialog is open while a text is set. */
  text: DialogText | null;
  onClose: () => void;
  /** Passed as router state to a button's page, e.g. the email to prefill on /recovery. */
  state?: unknown;
};

/**
 * A dialog of the spec's error catalogue. The first button is the main one (focused, on the right);
 * a button with `to` leads to that page, the others close. Escape closes, or, when every button leads
 * somewhere (an invalid link goes to /recovery), follows the first.
 */
export function MessageDialog({ text, onClose, state }: Props) {
  const navigate = useNavigate();
  const titleId = useId();
  const messageId = useId();
  const buttons: DialogButton[] = text?.buttons?.length ? text.buttons : [{ label: defaultButtons.ok }];
  const [main] = buttons;

  const press = (button: DialogButton) => {
    onClose();
    if (button.to) navigate(button.to, { state });
  };
  const dismiss = () => {
    const closing = buttons.find((button) => !button.to);
    press(closing ?? buttons[0]!);
  };

  return (
    <Dialog
      open={text !== null}
      onClose={dismiss}
      aria-labelledby={text?.title ? titleId : messageId}
      aria-describedby={text?.title ? messageId : undefined}
      fullWidth
      maxWidth="xs"
    >
      {text?.title && <DialogTitle id={titleId}>{text.title}</DialogTitle>}
      <DialogContent sx={text?.title ? undefined : { pt: 3 }}>
        <DialogContentText id={messageId} sx={text?.title ? undefined : { color: 'text.primary', fontWeight: 500 }}>
          {text?.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap-reverse', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {[...buttons].reverse().map((button) => (
          <Button
            key={button.label}
            onClick={() => press(button)}
            variant={button === main ? 'contained' : 'text'}
            autoFocus={button === main}
          >
            {button.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
