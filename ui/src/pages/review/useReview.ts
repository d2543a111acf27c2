import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealMessages } from '@dealbook/domain/deals/messages';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { dealKeys } from '../../deals/api';
import { readFailure } from '../../deals/failures';
import {
  invitationKeys,
  invitationsApi,
  isDecided,
  type DeclineAnswer,
  type FeedbackBody,
  type InvitationReview,
} from '../../deals/invitations-api';

export type Choice = 'accepted' | 'declined' | 'archived';

const done: Record<Choice, DialogText> = {
  accepted: { title: matchingMessages.accepted, message: 'The sponsor is informed. The deal is now under Live in your invitations.' },
  declined: {
    title: matchingMessages.declined,
    message: 'Your reasons are recorded and the sponsor is informed. The deal is now under Declined in your invitations.',
  },
  archived: { title: matchingMessages.archived, message: 'The deal is now under Archived in your invitations.' },
};

/** The server's refusal (already decided, not offered) with its message; anything else is the catalogue's oops. */
export function decisionFailure(error: unknown): DialogText {
  const { status, message, title } = readFailure(error);
  if (status !== undefined && status >= 400 && status < 500 && message) return { title: title ?? dealMessages.oops.title, message };
  return dealMessages.oops;
}

/** What a reader may answer: a pending invitation all three, an accepted one only archive; an auditor nothing. */
export function choicesOf(status: InvitationReview['status'], readOnly: boolean): Choice[] {
  if (readOnly) return [];
  if (status === 'accepted') return ['archived'];
  return isDecided(status) ? [] : ['accepted', 'declined', 'archived'];
}

/**
 * A provider's review of an invitation: the offered deal, 'viewed' sent once on opening (unless decided or
 * read by an auditor), and the answers with the spec's confirmation.
 */
export function useReview(id: string, readOnly: boolean) {
  const queryClient = useQueryClient();
  const key = invitationKeys.review(id);
  const query = useQuery({ queryKey: key, queryFn: () => invitationsApi.retrieve(id) });
  const [message, setMessage] = useState<DialogText | null>(null);
  const [declining, setDeclining] = useState(false);

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: dealKeys.console })]);

  const { mutate: markViewed } = useMutation({
    mutationFn: () => invitationsApi.feedback(id, { status: 'viewed' }),
    onSuccess: () => {
      queryClient.setQueryData<InvitationReview>(key, (old) => (old && !isDecided(old.status) ? { ...old, status: 'viewed' } : old));
      void queryClient.invalidateQueries({ queryKey: dealKeys.console });
    },
    // being seen is worth no dialog: the review works without it
    onError: (error) => console.warn('The invitation could not be marked viewed', error),
  });
  const status = query.data?.status;
  const viewedFor = useRef<string | null>(null);
  useEffect(() => {
    if (readOnly || status === undefined || isDecided(status) || viewedFor.current === id) return;
    viewedFor.current = id;
    markViewed();
  }, [id, status, readOnly, markViewed]);

  const answer = useMutation({
    mutationFn: (body: FeedbackBody) => invitationsApi.feedback(id, body),
    onSuccess: (result, body) => {
      const choice = body.status as Choice;
      setDeclining(false);
      setMessage({ ...done[choice], title: result?.title ?? done[choice].title });
      return refresh();
    },
    onError: (error) => {
      if (readFailure(error).status === 409) setDeclining(false);
      setMessage(decisionFailure(error));
      return refresh();
    },
  });

  return {
    query,
    choices: query.data ? choicesOf(query.data.status, readOnly) : [],
    busy: answer.isPending,
    choose: (choice: Choice) => (choice === 'declined' ? setDeclining(true) : answer.mutate({ status: choice })),
    decline: (reasons: DeclineAnswer) => answer.mutate({ status: 'declined', ...reasons }),
    declining,
    stopDeclining: () => setDeclining(false),
    message,
    closeMessage: () => setMessage(null),
  };
}
