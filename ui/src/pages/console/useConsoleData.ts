import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_REFRESH_MS } from '@dealbook/domain/catalog/constants';
import { refreshingStatuses, type DealStatus } from '@dealbook/domain/catalog/options';
import { dealKeys, dealsApi, type CollabCard, type DealCard, type PartialCard } from '../../deals/api';
import type { InvitationCard } from '../../deals/invitations-api';

export type ConsoleData = {
  partials: PartialCard[];
  deals: DealCard[];
  collabs: CollabCard[];
  invitations: InvitationCard[];
};

const refreshingIn = (deals: DealCard[] | undefined) =>
  (deals ?? []).some((deal) => !deal.deleted && refreshingStatuses.includes(deal.status as DealStatus));

/**
 * The console's lists. While one of the deals is published or staged (a matching run may change it) the
 * lists are read again every 8 s; otherwise only after the user's own actions. Only the
 * caller's own deals are needed to show the console: a failed side list shows as empty.
 */
export function useConsoleData() {
  const queryClient = useQueryClient();
  const deals = useQuery({
    queryKey: [...dealKeys.console, 'deals'],
    queryFn: dealsApi.consoleDeals,
    refetchInterval: (query) => (refreshingIn(query.state.data) ? CONSOLE_REFRESH_MS : false),
  });
  const refreshing = refreshingIn(deals.data);
  const refetchInterval = refreshing ? CONSOLE_REFRESH_MS : false;
  const partials = useQuery({ queryKey: [...dealKeys.console, 'partials'], queryFn: dealsApi.consolePartials, refetchInterval });
  const collabs = useQuery({ queryKey: [...dealKeys.console, 'collabs'], queryFn: dealsApi.consoleCollabs, refetchInterval });
  const invitations = useQuery({ queryKey: [...dealKeys.console, 'invitations'], queryFn: dealsApi.consoleInvitations, refetchInterval });

  const data: ConsoleData = {
    deals: deals.data ?? [],
    partials: partials.data ?? [],
    collabs: collabs.data ?? [],
    invitations: invitations.data ?? [],
  };
  const state =
    deals.data === undefined && deals.isError
      ? 'failed'
      : [deals, partials, collabs, invitations].some((list) => list.isPending)
        ? 'loading'
        : 'ready';
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: dealKeys.console }), [queryClient]);
  return { data, state, reload, refreshing };
}
