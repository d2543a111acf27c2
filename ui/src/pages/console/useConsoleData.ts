import { useCallback, useEffect, useState } from 'react';
import { CONSOLE_REFRESH_MS } from '@dealbook/domain/catalog/constants';
import { refreshingStatuses, type DealStatus } from '@dealbook/domain/catalog/options';
import { dealsApi, type DealCard, type PartialCard } from '../../deals/api';

export type ConsoleData = {
  partials: PartialCard[];
  deals: DealCard[];
  collabs: DealCard[];
  invitations: DealCard[];
};

const empty: ConsoleData = { partials: [], deals: [], collabs: [], invitations: [] };
const settle = <T>(promise: Promise<T[]>) => promise.catch(() => [] as T[]);

/**
 * The console's lists. While one of the deals is published or staged (a matching run may change it) the
 * lists are read again every 8 s (spec 2 §2); otherwise only after the user's own actions.
 */
export function useConsoleData() {
  const [data, setData] = useState<ConsoleData>(empty);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const reload = useCallback(async () => {
    try {
      const deals = await dealsApi.consoleDeals();
      const [partials, collabs, invitations] = await Promise.all([
        settle(dealsApi.consolePartials()),
        settle(dealsApi.consoleCollabs()),
        settle(dealsApi.consoleInvitations()),
      ]);
      setData({ partials, deals, collabs, invitations });
      setState('ready');
    } catch {
      setState((current) => (current === 'ready' ? current : 'failed'));
    }
  }, []);

  useEffect(() => void reload(), [reload]);

  const refreshing = data.deals.some((deal) => !deal.deleted && refreshingStatuses.includes(deal.status as DealStatus));
  useEffect(() => {
    if (!refreshing) return undefined;
    const timer = setInterval(() => void reload(), CONSOLE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refreshing, reload]);

  return { data, state, reload, refreshing };
}
