/**
 * The scenario test's deal: the product's sample deal (Riverside Commons) analysed at 31 January 2025 and
 * calculated on 10 February 2025, so every figure in the test can be checked by hand.
 */
import { sampleDeal } from '../deals/sample-deal';
import type { DealInput } from './input';

export const scenarioDeal: DealInput = { ...sampleDeal('2025-01-31'), id: 'deal-riverside' };

export const scenarioNow = '2025-02-10T09:00:00Z';
