import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { AuditVerdict } from './types';

const events = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'event' : 'events'}`;

/** Enough of a link to compare with `npm run audit:verify` or a note kept elsewhere; the whole is in the tooltip. */
const ShortLink = ({ link }: { link: string }) => (
  <Box component="span" title={link} sx={{ fontFamily: 'monospace' }}>
    {link.slice(0, 12)}…
  </Box>
);

type Broken = Extract<AuditVerdict, { intact: false }>;

const breakage = (verdict: Extract<Broken, { position: string }>) => {
  if (verdict.method === 'seals') return 'the events of the seal that starts there were changed, removed or moved, or the seal itself';
  return verdict.reason === 'changed'
    ? 'an event was changed there, or one before it removed'
    : `the event at ${verdict.position} is not chained`;
};

const evidence = (verdict: AuditVerdict) =>
  verdict.method === 'seals'
    ? `Checked against the log's seals (${(verdict.seals ?? 0).toLocaleString('en-US')}): the store does not link each event.`
    : 'Every event in the range is linked to the one before it, and none was changed or removed.';

/** The answer of a verification, worded for the person who must act on it. */
export const AuditVerdictAlert = ({ verdict, recorded }: { verdict: AuditVerdict; recorded?: string }) => {
  if (verdict.intact) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>
          Intact: {events(verdict.checked)} checked
          {verdict.checked > 0 && (
            <>
              ; last link <ShortLink link={verdict.head} />
            </>
          )}
        </AlertTitle>
        {evidence(verdict)}
        {verdict.method === 'seals' && verdict.unsealed ? ` ${events(verdict.unsealed)} after the last seal wait for the next one.` : ''}
        {recorded && ' The recorded head is still in the log.'}
        {verdict.checked > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Keep this head outside Dealbook (a ticket, a mail) to show later that nothing up to here was removed:{' '}
            <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}>
              {verdict.head}
            </Box>
          </Typography>
        )}
      </Alert>
    );
  }
  if (verdict.reason === 'missing') {
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>
          The recorded head <ShortLink link={verdict.head} /> is not in the log
        </AlertTitle>
        {events(verdict.checked)} checked intact, but none ends in that head: events were removed from the end of the log since it was
        recorded, or it was recorded from another log. Compare with a backup from when it was recorded.
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>
        Broken at global position {verdict.position}: {breakage(verdict)}
      </AlertTitle>
      {events(verdict.checked)} before it checked intact. Compare the stored log with a backup from before that position to see what
      changed.
    </Alert>
  );
};
