import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { dealKeys, dealsApi, type PartialCard } from '../../deals/api';

const draftPath = (id: string) => `/app/deals/project?current_deal_view=creating&partial_id=${encodeURIComponent(id)}`;
const idOf = (card: PartialCard) => card.partial_id ?? card.id ?? '';
const nameOf = (card: PartialCard) => card.project_name || card.deal?.project_name || 'an unnamed deal';
const newest = (cards: PartialCard[]) =>
  [...cards].filter((card) => idOf(card) !== '').sort((a, b) => (b.updated_at ?? '').localeCompare(a.updated_at ?? ''))[0];

/**
 * Opening New deal again would otherwise start one more draft beside the one left unsaved last time
 * (three 'Elm Street Lofts' drafts after three visits): the person is offered their latest draft first.
 */
export function DraftOffer() {
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(false);
  const drafts = useQuery({ queryKey: [...dealKeys.console, 'partials'], queryFn: dealsApi.consolePartials });
  const latest = newest(drafts.data ?? []);
  if (dismissed || !latest) return null;
  const others = (drafts.data?.length ?? 1) - 1;
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button variant="contained" size="small" onClick={() => navigate(draftPath(idOf(latest)), { replace: true })}>
            Continue the draft
          </Button>
          <Button size="small" onClick={() => setDismissed(true)}>
            Start a new deal
          </Button>
        </Stack>
      }
    >
      <AlertTitle>You have an unsaved draft</AlertTitle>
      Your draft of “{nameOf(latest)}” was autosaved but never saved as a deal.
      {others > 0 ? ` ${others === 1 ? 'One more draft is' : `${others} more drafts are`} on your console.` : ''}
    </Alert>
  );
}
