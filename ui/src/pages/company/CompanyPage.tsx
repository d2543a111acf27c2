import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { accountApi, accountKeys } from '../../account/api';
import { AppLayout } from '../shared/AppLayout';
import { SourcingProfile } from './SourcingProfile';

/**
 * The company, the colleagues in it (without colleagues, or when they cannot be read, that card stays away) and
 * the company's sourcing profile; `readOnly` for auditors.
 */
function CompanyProfile({ readOnly }: { readOnly: boolean }) {
  const query = useQuery({ queryKey: accountKeys.company, queryFn: accountApi.company });
  const colleagues = useQuery({ queryKey: accountKeys.colleagues, queryFn: accountApi.colleagues }).data ?? [];
  const company = query.data;
  const hq = company && [company.headquarters_city, company.headquarters_state, company.headquarters_country].filter(Boolean).join(', ');
  // The full address only where it says more than the city line (a company's address is often just its city).
  const same = (a: string, b: string) =>
    a
      .replace(/[\s,.]+/g, ' ')
      .trim()
      .toLowerCase() ===
    b
      .replace(/[\s,.]+/g, ' ')
      .trim()
      .toLowerCase();
  const street = company?.headquarters_address && !same(company.headquarters_address, hq || '') ? company.headquarters_address : null;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          Company profile
        </Typography>
        {readOnly && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Auditor · read-only: you can read this company and its sourcing profile and change nothing.
          </Typography>
        )}
      </Box>
      {company === undefined &&
        (query.isError ? (
          <Alert severity="error">Your company could not be loaded.</Alert>
        ) : (
          <CircularProgress aria-label="Loading company" />
        ))}
      {company === null && (
        <Alert
          severity="info"
          action={
            // An auditor names no company: the profile is read-only for them.
            !readOnly && (
              <Button component={RouterLink} to="/app/profile/user">
                Add it
              </Button>
            )
          }
        >
          You have not named your company yet.
        </Alert>
      )}
      {company && (
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              <Typography variant="h6" component="h2">
                {company.name}
              </Typography>
              <Chip
                size="small"
                label={company.company_ghost ? 'Awaiting confirmation' : 'Confirmed'}
                color={company.company_ghost ? 'default' : 'success'}
              />
            </Stack>
            <Typography color="text.secondary">Legal entity (DBA): {company.legal_entity_dba || 'not given'}</Typography>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              Headquarters
            </Typography>
            <Typography aria-label="Headquarters">{hq || 'Not given yet: add the address on your profile.'}</Typography>
            {street && <Typography color="text.secondary">{street}</Typography>}
          </CardContent>
        </Card>
      )}
      {colleagues.length > 0 && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Colleagues on Dealbook
            </Typography>
            {colleagues.map((c) => (
              <Typography key={c.id}>{`${c.first_name} ${c.last_name}`.trim() || c.email}</Typography>
            ))}
          </CardContent>
        </Card>
      )}
      <SourcingProfile readOnly={readOnly} />
    </Stack>
  );
}

/** /app/profile/company: the headquarters, the colleagues and the sourcing profile (divisions and their criteria). */
export const CompanyPage = () => <AppLayout here={CompanyPage.path}>{(user) => <CompanyProfile readOnly={user.auditor} />}</AppLayout>;

CompanyPage.path = '/app/profile/company';
