import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { fieldLink, type MissingGroup } from '../../calc/missing';

/**
 * What the figures below still lack, per component, each input a link to its field on the entry page. An
 * auditor opens the deal read-only: the links still show where the input would be.
 */
export function MissingInputs({ dealId, groups }: { dealId: string; groups: MissingGroup[] }) {
  if (groups.length === 0) return null;
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <Alert
      severity="info"
      component="section"
      role="region"
      aria-label="Missing inputs"
      sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}
    >
      <AlertTitle>{count === 1 ? '1 input is missing' : `${count} inputs are missing`}: the figures below count them as zero</AlertTitle>
      {groups.map((group) => (
        <Box key={group.scope} sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {group.scope}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {group.items.map((item) => (
              <li key={item.path}>
                <Link component={RouterLink} to={fieldLink(dealId, item.path)}>
                  {item.label}
                </Link>
                {item.effect && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    ({item.effect})
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Alert>
  );
}
