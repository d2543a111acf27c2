import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import { readFailure } from '../../deals/failures';
import { loginUrl } from '../../providers/authProvider';

type Props = {
  error: unknown;
  /** what failed to load: 'This deal', 'The files of this deal' */
  what?: string;
  onRetry?: () => void;
  /** a further way out when the deal exists (its summary, from its files) */
  extra?: ReactNode;
};

type Shown = { title: string; lines: string[]; actions: ReactNode };

/**
 * A deal screen whose deal did not load: why, in words, and the way back. No such deal (or none shared
 * with the reader: the server does not tell them apart): to the console. The session ended: to sign in,
 * and back here after. Anything else: try again, or the console.
 */
export function DealLoadFailure({ error, what = 'This deal', onRetry, extra }: Props) {
  const { pathname, search } = useLocation();
  const { status } = readFailure(error);
  const toConsole = (
    <Button component={RouterLink} to="/app/console" variant="contained">
      Back to console
    </Button>
  );
  const shown: Shown =
    status === 404 || status === 403
      ? {
          title: 'Deal not found',
          lines: ['This deal could not be found.', 'It may have been deleted, or not shared with you.'],
          actions: toConsole,
        }
      : status === 401
        ? {
            title: 'Please sign in',
            lines: ['Your session has ended.'],
            actions: (
              <Button component={RouterLink} to={loginUrl(pathname + search)} variant="contained">
                Sign in
              </Button>
            ),
          }
        : {
            title: `${what} could not be loaded`,
            lines: ['Please try again in a moment.'],
            actions: (
              <>
                {toConsole}
                {onRetry && <Button onClick={onRetry}>Try again</Button>}
                {extra}
              </>
            ),
          };
  return (
    <Stack component="section" aria-label={shown.title} spacing={1} sx={{ alignItems: 'flex-start', py: { xs: 2, sm: 4 } }}>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {shown.title}
      </Typography>
      {shown.lines.map((line) => (
        <Typography key={line} color="text.secondary">
          {line}
        </Typography>
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
        {shown.actions}
      </Stack>
    </Stack>
  );
}
