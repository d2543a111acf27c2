import { useState } from 'react';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { financingFlags } from '../../../deals/fields';
import type { FieldErrors } from '../../../deals/form';
import { isReserveList, reserveUnavailable, type ReserveList } from '../../../calc/reserve';
import { InterestReserveDialog } from '../dialogs/InterestReserveDialog';
import { ItemList } from './ItemList';
import { itemsOf, shownTranches, withItems, type ListName } from './items';

type Props<D extends Partial<Deal>> = {
  deal: D;
  onChange: (deal: D) => void;
  onBlur: () => void;
  readOnly: boolean;
  /** The form's errors by field path (`senior_loans.0.interest_rate`): each shown at its input. */
  errors?: FieldErrors;
};

const titleOf = (flag: string) => financingFlags.find((spec) => spec.key === flag)?.label ?? flag;

/** The items of each switched-on tranche, then the sponsor co-investment and syndication tiers that feed the waterfall. */
export function FinancingLists<D extends Partial<Deal>>({ deal, onChange, onBlur, readOnly, errors = {} }: Props<D>) {
  const [reserveOf, setReserveOf] = useState<{ list: ReserveList; index: number } | null>(null);
  const list = (name: ListName, title: string, hint?: string) => (
    <ItemList
      key={name}
      list={name}
      title={title}
      hint={hint}
      items={itemsOf(deal, name)}
      onChange={(items) => onChange(withItems(deal, name, items))}
      onBlur={onBlur}
      readOnly={readOnly}
      errors={errors}
      reserve={
        isReserveList(name)
          ? { unavailable: (index) => reserveUnavailable(deal, name, index), open: (index) => setReserveOf({ list: name, index }) }
          : undefined
      }
    />
  );
  return (
    <>
      {shownTranches(deal).map(({ list: name, flag }) =>
        list(name, titleOf(flag), 'The calculation uses the first item, when it is active.'),
      )}
      {list(
        'sponsor_coinvestments',
        'Sponsor co-investment',
        "The sponsor's share of the equity, its preferred return and its promote above it.",
      )}
      {list('syndication_waterfalls', 'Originator waterfall', 'Further tiers of the waterfall, sorted by hurdle.')}
      {list(
        'ground_master_leases',
        'Ground / master lease',
        'Rent for land or a building held on a lease, paid from the end of the free rent through the exit. Flag a lease whose rent the NOI already counts, so it is not charged twice.',
      )}
      {reserveOf && (
        <InterestReserveDialog
          deal={deal}
          list={reserveOf.list}
          index={reserveOf.index}
          readOnly={readOnly}
          onClose={() => setReserveOf(null)}
          onApply={(next) => {
            onChange(next as D);
            onBlur();
          }}
        />
      )}
    </>
  );
}
