import { emptySelection, strategyOf, type Selection } from '@dealbook/domain/matching/selection';
import type { Division, StrategyInfo } from '../../account/sourcing-api';

export const industryId = 'commercial-real-estate';

/** Lone Star Partners with two divisions of Commercial Real Estate (sorted by name, as the server sends them). */
export const info = (fields: Partial<StrategyInfo> = {}): StrategyInfo => ({
  company: { id: 'c1', name: 'Lone Star Partners' },
  industries: [
    {
      id: industryId,
      name: 'Commercial Real Estate',
      divisions: [
        { id: 'd1', name: 'Bridge Lending' },
        { id: 'd2', name: 'Core Equity' },
      ],
    },
  ],
  ...fields,
});

/** A division as GET strategy?division= answers it: every option with its selected flag. */
export const division = (id = 'd1', name = 'Bridge Lending', chosen: Partial<Selection> = {}): Division => ({
  id,
  name,
  industry_id: industryId,
  Strategies: strategyOf({ ...emptySelection(), ...chosen }),
});
