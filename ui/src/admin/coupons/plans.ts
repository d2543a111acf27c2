import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { createPlansApi, planKeys } from '../../account/plans-api';
import type { DealbookDataProvider } from '../../providers/dataProvider';

/** The plans a coupon can be limited to (`GET /api/stripe/plans`), read once and shared by the list, the show page and the form. */
export function usePlanCatalogue() {
  const dataProvider = useDataProvider<DealbookDataProvider>();
  return useQuery({
    queryKey: planKeys.list(),
    queryFn: () => createPlansApi(dataProvider).list(),
    staleTime: Infinity,
  });
}
