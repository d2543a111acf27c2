/**
 * The library of reference deals the spreadsheet model's parity oracle runs: the product's sample deal first,
 * then one deal per kind of business plan, each worked by hand in its own spec.
 */
import type { DealInput } from '@dealbook/domain';
import { scenarioDeal, scenarioNow } from '@dealbook/domain/calc/scenario.fixture';
import * as hotel from './hotel-acquisition';
import * as land from './land-master-plan';
import * as mixedUse from './mixed-use-linked';
import * as multifamily from './multifamily-development';
import * as office from './office-value-add';

export interface ReferenceDeal {
  slug: string;
  name: string;
  deal: DealInput;
  now: string;
}

export const referenceDeals: ReferenceDeal[] = [
  { slug: 'sample', name: 'Sample: Riverside Commons', deal: scenarioDeal, now: scenarioNow },
  { slug: 'multifamily-development', ...multifamily },
  { slug: 'office-value-add', ...office },
  { slug: 'hotel-acquisition', ...hotel },
  { slug: 'mixed-use-linked', ...mixedUse },
  { slug: 'land-master-plan', ...land },
];
