import { BigFigure, CardTitle, count, DashboardCard, EmptyLine, Figures } from './parts';
import type { Dashboard } from './types';

/**
 * Matching over the window: the runs, the matches contacted, and the invitations accepted and declined,
 * each leading to the activity of its event type (the activity list has no filter for an answer, so both
 * answers lead to every invitation status change).
 */
export const MatchingCard = ({
  matching,
  days,
  activityOf,
}: {
  matching: Dashboard['matching'];
  days: number;
  activityOf: (type: string) => string;
}) => {
  const answers = activityOf('InvitationStatusChanged');
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
            { label: 'Accepted', n: matching.accepted, to: answers },
            { label: 'Declined', n: matching.declined, to: answers },
          ]}
        />
      )}
    </DashboardCard>
  );
};
