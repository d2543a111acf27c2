import { BigFigure, CardTitle, count, DashboardCard, EmptyLine, Figures } from './parts';
import type { Dashboard } from './types';

/**
 * Matching over the window: the runs and the matches contacted, each leading to the activity of its event
 * type, and the invitations accepted and declined, each leading to the invitations list with that answer since
 * the window's first day.
 */
export const MatchingCard = ({
  matching,
  days,
  activityOf,
  answered,
}: {
  matching: Dashboard['matching'];
  days: number;
  activityOf: (type: string) => string;
  answered: (status: 'accepted' | 'declined') => string;
}) => {
  const none = Object.values(matching).every((n) => n === 0);
  return (
    <DashboardCard>
      <CardTitle to={activityOf('DealMatched')}>Matching</CardTitle>
      <BigFigure label={`Match runs: ${matching.runs} in ${days} days`}>{count(matching.runs)}</BigFigure>
      {none ? (
        <EmptyLine>{`No matching in the last ${days} days.`}</EmptyLine>
      ) : (
        <Figures
          items={[
            { label: 'Runs', n: matching.runs, to: activityOf('DealMatched') },
            { label: 'Contacted', n: matching.contacted, to: activityOf('MatchContacted') },
            { label: 'Accepted', n: matching.accepted, to: answered('accepted') },
            { label: 'Declined', n: matching.declined, to: answered('declined') },
          ]}
        />
      )}
    </DashboardCard>
  );
};
