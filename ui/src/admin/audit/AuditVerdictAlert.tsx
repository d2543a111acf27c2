import { Alert, AlertTitle, Box } from '@mui/material';
import type { AuditVerdict } from './types';

const events = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'event' : 'events'}`;

/** Enough of the last link to compare with `npm run audit:verify` or a note kept elsewhere; the whole is in the tooltip. */
const ShortLink = ({ link }: { link: string }) => (
  <Box component="span" title={link} sx={{ fontFamily: 'monospace' }}>
    {link.slice(0, 12)}…
  </Box>
);

const breakage = (verdict: Extract<AuditVerdict, { intact: false }>) =>
  verdict.reason === 'changed' ? 'an event was changed there, or one before it removed' : `the event at ${verdict.position} is not chained`;

/** The answer of a verification, worded for the person who must act on it. */
export const AuditVerdictAlert = ({ verdict }: { verdict: AuditVerdict }) =>
  verdict.intact ? (
    <Alert severity="success" role="status">
      <AlertTitle>
        Intact: {events(verdict.checked)} checked
        {verdict.checked > 0 && (
          <>
            ; last link <ShortLink link={verdict.head} />
          </>
        )}
      </AlertTitle>
      Every event in the range is linked to the one before it, and none was changed or removed.
    </Alert>
  ) : (
    <Alert severity="error" role="alert">
      <AlertTitle>
        Broken at global position {verdict.position}: {breakage(verdict)}
      </AlertTitle>
      {events(verdict.checked)} before it checked intact. Compare the stored log with a backup from before that position to see what
      changed.
    </Alert>
  );
