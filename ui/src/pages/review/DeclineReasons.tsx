import { useId, useState, type FormEvent } from 'react';
import { Box, Button, FormHelperText, Rating, Stack, TextField, Typography } from '@mui/material';
import { feedbackReasons, type FeedbackReasonName } from '@dealbook/domain/catalog/sourcing';
import type { DeclineAnswer } from '../../deals/invitations-api';

type Ratings = Record<FeedbackReasonName, number>;
const noRatings = () => Object.fromEntries(feedbackReasons.map((r) => [r.name, 0])) as Ratings;

export const reasonRequired = 'Rate at least one reason (1 to 5 stars) to decline.';

type Props = {
  onSubmit: (answer: DeclineAnswer) => void;
  /** While the decline is being sent: the buttons wait. */
  busy?: boolean;
  submitLabel?: string;
  /** Shown as a Cancel button beside the submit (the review's dialog). */
  onCancel?: () => void;
};

/**
 * Why a provider declines a deal (the requirements "Feedback reasons"): each of the seven reasons rated 0 (not a
 * reason) to 5 stars (the main reason), and a comment. One rated reason at least; all seven are sent.
 */
export function DeclineReasons({ onSubmit, busy = false, submitLabel = 'Decline', onCancel }: Props) {
  const id = useId();
  const [ratings, setRatings] = useState<Ratings>(noRatings);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);

  const rate = (name: FeedbackReasonName, rating: number | null) => {
    setRatings((current) => ({ ...current, [name]: rating ?? 0 }));
    if (rating) setMissing(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!feedbackReasons.some((r) => ratings[r.name] > 0)) return setMissing(true);
    const text = comment.trim();
    onSubmit({ feedback: feedbackReasons.map((r) => ({ name: r.name, rating: ratings[r.name] })), ...(text ? { comment: text } : {}) });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Reasons for declining">
      <Typography variant="body2" color="text.secondary" id={`${id}-hint`}>
        Rate each reason from 1 star (a minor reason) to 5 stars (the main reason); leave a reason empty when it played no part.
      </Typography>
      <Stack spacing={1} sx={{ my: 2 }} aria-describedby={`${id}-hint`}>
        {feedbackReasons.map((reason) => (
          <Stack
            key={reason.name}
            role="group"
            aria-label={reason.label}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0, sm: 2 }}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>{reason.label}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
              <Rating
                name={`${id}-${reason.name}`}
                value={ratings[reason.name] || null}
                onChange={(_, value) => rate(reason.name, value)}
              />
              <Typography variant="caption" color="text.secondary" sx={{ minWidth: '6.5em' }}>
                {ratings[reason.name] ? `${ratings[reason.name]} of 5` : 'Not a reason'}
              </Typography>
            </Stack>
          </Stack>
        ))}
      </Stack>
      {missing && (
        <FormHelperText error role="alert" sx={{ mb: 1 }}>
          {reasonRequired}
        </FormHelperText>
      )}
      <TextField
        label="Comment (optional)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
