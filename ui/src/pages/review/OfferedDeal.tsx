import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatCurrency } from '@dealbook/domain/calc/display';
import { sizeUnits, type SizeUnit } from '@dealbook/domain/catalog/size-units';
import { formatValue } from '../../deals/labels';
import type { InvitationReview } from '../../deals/invitations-api';

type Component = {
  item_id?: string;
  name?: string | null;
  type?: string | null;
  project_size_amount?: number | null;
  project_size_units?: string | null;
};

const componentLine = (c: Component) => {
  const type = c.type ? formatValue('type', c.type) : null;
  const size =
    typeof c.project_size_amount === 'number'
      ? `${c.project_size_amount.toLocaleString('en-US')} ${sizeUnits[c.project_size_units as SizeUnit]?.label ?? ''}`.trim()
      : null;
  return [c.name || type || 'Component', c.name && type ? type : null, size].filter(Boolean).join(' · ');
};

/** Label and value pairs: one column on a phone, two beside each other from a tablet up. */
export function Facts({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 } }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The deal at the version offered to the provider (or last decided on), and whether the sponsor has changed it since. */
export function OfferedDeal({ review }: { review: InvitationReview }) {
  const { deal } = review;
  const location = deal.full_address || [deal.city, deal.state].filter(Boolean).join(', ') || '—';
  const components = (deal.sub_properties ?? []) as Component[];
  return (
    <Card variant="outlined" component="section" aria-label="The deal as offered">
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography variant="h6" component="h2">
            The deal as offered
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Version {review.deal_version}
          </Typography>
        </Stack>
        {review.changed_since && (
          <Alert severity="info" sx={{ mb: 2 }}>
            The sponsor has changed this deal since (it is now at version {review.current_version}). You are looking at version{' '}
            {review.deal_version}, the one you were offered or last decided on.
          </Alert>
        )}
        <Facts
          label="Deal facts"
          rows={[
            ['Project name', deal.project_name || 'Untitled project'],
            ['Location', location],
            ['Mandate', formatValue('mandate', deal.mandate)],
            ['Asset type', formatValue('asset_type', deal.asset_type)],
            ['Capital structure', formatValue('capital_structure', deal.capital_structure)],
            ['Closing basis', typeof deal.closing_basis === 'number' ? formatCurrency(deal.closing_basis) : '—'],
          ]}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Components ({components.length})
        </Typography>
        {components.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No components entered yet.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Components" sx={{ m: 0, pl: 2.5 }}>
            {components.map((c, i) => (
              <Typography component="li" key={c.item_id ?? i} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {componentLine(c)}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
