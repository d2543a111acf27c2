import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { readFailure } from '../../deals/failures';
import { matchesApi, matchesKeys, type Match, type MatchList } from '../../deals/matches-api';
import { useToast } from '../shared/toast';

export const SUBSCRIPTION_PATH = '/app/subscription';
const OOPS: DialogText = {
  title: 'Oops! Something is not right.',
  message: 'Please open a support ticket via Help, with a description of what you were doing and a screenshot.',
};

/** The error body's title and message, or the plan's CapMatch note with the way to the subscription page. */
export function matchFailure(error: unknown, fallbackTitle: string, otherwise: DialogText = OOPS): DialogText {
  const { status, code, message, title } = readFailure(error);
  if (status === 403 && code === 'MATCHING_NOT_IN_PLAN')
    return {
      title: title ?? fallbackTitle,
      message: matchingMessages.matchingClosed,
      buttons: [{ label: 'See plans', to: SUBSCRIPTION_PATH }, { label: 'Close' }],
    };
  if (status !== undefined && status < 500 && message) return { title: title ?? fallbackTitle, message };
  return otherwise;
}

/** The deal's match list, and the run, contact and rate commands that update it in place. */
export function useMatches(dealId: string) {
  const client = useQueryClient();
  const notify = useToast();
  const key = matchesKeys.list(dealId);
  const [failure, setFailure] = useState<DialogText | null>(null);
  const query = useQuery({ queryKey: key, queryFn: () => matchesApi.retrieve(dealId) });

  const update = (id: string, change: (match: Match) => Match) =>
    client.setQueryData<MatchList>(key, (list) =>
      list ? { ...list, matches: list.matches.map((m) => (m.id === id ? change(m) : m)) } : list,
    );

  const run = useMutation({
    mutationFn: () => matchesApi.run(dealId),
    onSuccess: (list) => client.setQueryData(key, list),
    // The requirements "Match failure": the run itself failed.
    onError: (error) =>
      setFailure(matchFailure(error, 'Error: Matching', { title: 'Error: Matching', message: matchingMessages.matchFailed })),
  });
  const contact = useMutation({
    mutationFn: (match: Match) => matchesApi.contact(dealId, match.id, query.data?.demo_deal === true),
    onSuccess: (match, asked) => {
      update(match.id, () => match);
      notify(`${asked.company.name} has been contacted.`);
    },
    onError: (error) => setFailure(matchFailure(error, matchingMessages.shareMatchFailed)),
  });
  const rate = useMutation({
    mutationFn: ({ match, rating }: { match: Match; rating: number }) => matchesApi.rate(dealId, match.id, rating),
    onSuccess: ({ rating }, { match }) => {
      update(match.id, (m) => ({ ...m, rating }));
      notify(`${match.company.name} rated ${rating} of 5.`);
    },
    onError: (error) => setFailure(matchFailure(error, 'Error: Rating Capital Provider')),
  });

  return { query, run, contact, rate, failure, clearFailure: () => setFailure(null) };
}
