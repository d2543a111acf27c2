/**
 * The calculations of a saved deal: the server's calculations route when it answers, else the same engine
 * run here on the retrieved deal (it is pure and runs in the browser).
 */
import { calculateDeal, type DealCalculation } from '@dealbook/domain/calc/calculate';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { dataProvider, type DealbookDataProvider } from '../providers/dataProvider';
import { dealKeys, dealsApi, type DealsApi } from '../deals/api';
import type { DealAccess } from '../sharing/api';

/** `access`: what the reader may do with the deal (null from a server that does not say), for the page's actions. */
export type LoadedCalculation = { deal: Deal; calc: DealCalculation; source: 'server' | 'browser'; access: DealAccess | null };

const DEALS = '/api/app/deals/secure';

const isCalculation = (value: unknown): value is DealCalculation =>
  typeof value === 'object' &&
  value !== null &&
  'deal' in value &&
  'components' in value &&
  Array.isArray((value as DealCalculation).components);

export function createCalculationsApi(
  provider: Pick<DealbookDataProvider, 'command'> = dataProvider,
  deals: Pick<DealsApi, 'retrieve'> = dealsApi,
  now: () => Date = () => new Date(),
) {
  return {
    load: async (id: string): Promise<LoadedCalculation> => {
      const { deal, access } = await deals.retrieve(id);
      const remote = await provider
        .command<unknown>(`${DEALS}/${encodeURIComponent(id)}/calculations`, undefined, 'GET')
        .then((r) => r.data)
        .catch(() => null);
      if (isCalculation(remote) && remote.deal.pro_forma?.years) return { deal, calc: remote, source: 'server', access };
      return { deal, calc: calculateDeal({ ...(deal as DealInput), id }, now()), source: 'browser', access };
    },
    /** Records that the summary was opened; a server without the route yet is not an error for the reader. */
    viewed: (id: string) =>
      provider.command(`${DEALS}/${encodeURIComponent(id)}/summary/viewed`, {}, 'POST').then(
        () => true,
        () => false,
      ),
  };
}

export const calculationsApi = createCalculationsApi();

/** The react-query keys of the calculations; under the deal's own, so a change to the deal reaches them. */
export const calculationKeys = {
  deal: (id: string) => [...dealKeys.deal(id), 'calculation'] as const,
};
