import { useCallback, useRef, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import type { PricingPlan, Term } from '@dealbook/domain/subscriptions/plans';
import type { CatalogueAddon, PlanCatalogue } from '../../account/plans-api';
import { priceOf } from '../pricing/pricing';
import { visuallyHidden } from './PlanAction';
import { extrasOf, modelsLine, plansOfTerm, termName } from './planRows';

type Props = {
  catalogue: PlanCatalogue;
  term: Term;
  /** The plan the account is on now: its row is marked 'Your plan'. */
  currentId: string | null;
  /** The plan asked for with `?plan=`: its row is marked 'Selected' and scrolled to once. */
  askedId: string | null;
  action: (plan: PricingPlan) => ReactNode;
};

type Row = { plan: PricingPlan; current: boolean; asked: boolean };

const chipRow = { direction: 'row', sx: { gap: 0.5, mt: 0.5, flexWrap: 'wrap' } } as const;

function Marks({ current, asked }: Omit<Row, 'plan'>) {
  if (!current && !asked) return null;
  return (
    <Stack {...chipRow}>
      {current ? (
        <Chip size="small" color="primary" label="Your plan" />
      ) : (
        <Chip size="small" color="primary" variant="outlined" label="Selected" />
      )}
    </Stack>
  );
}

/** What a plan includes in a few words: its model builds, and DealComp and CapMatch when it has them. */
function Includes({ plan, addons }: { plan: PricingPlan; addons: CatalogueAddon[] }) {
  const extras = extrasOf(plan, addons);
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {modelsLine(plan)}
      </Typography>
      {extras.length > 0 && (
        <Stack {...chipRow}>
          {extras.map((name) => (
            <Chip key={name} label={name} size="small" variant="outlined" />
          ))}
        </Stack>
      )}
    </>
  );
}

type LayoutProps = Pick<Props, 'term' | 'action'> & { rows: Row[]; addons: CatalogueAddon[]; scrollTo: (node: HTMLElement | null) => void };

function PlanTable({ term, rows, addons, action, scrollTo }: LayoutProps) {
  return (
    <Table aria-label={`${termName(term)} plans`} sx={{ tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          <TableCell>Plan</TableCell>
          <TableCell sx={{ width: '24%' }}>Includes</TableCell>
          <TableCell sx={{ width: 140 }}>Price</TableCell>
          <TableCell sx={{ width: 220 }}>
            <Box component="span" sx={visuallyHidden}>
              Choose
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ plan, current, asked }) => (
          <TableRow
            key={plan.plan_id}
            selected={current}
            aria-current={current ? 'true' : undefined}
            ref={asked ? scrollTo : undefined}
            sx={asked ? { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } : undefined}
          >
            <TableCell component="th" scope="row">
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {plan.plan_name}
              </Box>
              <Marks current={current} asked={asked} />
            </TableCell>
            <TableCell>
              <Includes plan={plan} addons={addons} />
            </TableCell>
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{priceOf(plan)}</TableCell>
            <TableCell>{action(plan)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone: one card a plan, stacked, so nothing scrolls sideways at 390 px. */
function PlanStack({ term, rows, addons, action, scrollTo }: LayoutProps) {
  return (
    <Stack component="ul" aria-label={`${termName(term)} plans`} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map(({ plan, current, asked }) => (
        <Card
          component="li"
          variant="outlined"
          key={plan.plan_id}
          aria-current={current ? 'true' : undefined}
          ref={asked ? scrollTo : undefined}
          sx={{
            // The tint of a selected table row, as on a desktop.
            ...(current && { bgcolor: (theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) }),
            ...((current || asked) && { borderColor: 'primary.main' }),
            ...(asked && { borderWidth: 2 }),
          }}
        >
          <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {plan.plan_name}
            </Typography>
            <Marks current={current} asked={asked} />
            <Box sx={{ mt: 1 }}>
              <Includes plan={plan} addons={addons} />
            </Box>
            <Typography sx={{ mt: 1, fontWeight: 700 }}>{priceOf(plan)}</Typography>
            <Box sx={{ mt: 1.5 }}>{action(plan)}</Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The eight catalogue plans of a term, each with its button: a table, or stacked cards on a phone. No add-on
 * choice here: every combination is a row of its own.
 */
export function PlanList({ catalogue, term, currentId, askedId, action }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const scrolled = useRef(false);
  // Only the first time the asked plan shows: switching the term back and forth should not move the page.
  const scrollTo = useCallback((node: HTMLElement | null) => {
    if (!node || scrolled.current) return;
    scrolled.current = true;
    node.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, []);
  const rows = plansOfTerm(catalogue, term).map((plan) => ({ plan, current: plan.plan_id === currentId, asked: plan.plan_id === askedId }));
  const Layout = phone ? PlanStack : PlanTable;
  return <Layout term={term} rows={rows} addons={catalogue.addons} action={action} scrollTo={scrollTo} />;
}

export const PlanListLoading = () => (
  <Stack role="status" aria-label="Loading plans" aria-busy="true" spacing={1}>
    {Array.from({ length: 8 }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={64} />
    ))}
  </Stack>
);
