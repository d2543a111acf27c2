import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { shortId, splitIds } from './ids';
import { ShortId } from './ShortId';
import type { Activity } from './types';

/**
 * A line's summary with the ids in it shortened. `copy`: each with its copy button (the table's rows); a
 * phone's list rows are links, where a button cannot go, so there the full id is only in the title.
 */
export function SummaryText({ text, copy = true }: { text: string; copy?: boolean }) {
  return (
    <>
      {splitIds(text).map((part, i) =>
        !part.id ? (
          part.text
        ) : copy ? (
          <ShortId key={i} value={part.text} />
        ) : (
          <Box key={i} component="span" title={part.text}>
            {shortId(part.text)}
          </Box>
        ),
      )}
    </>
  );
}

/** The summary column of the list. */
export const ActivitySummaryField = () => {
  const record = useRecordContext<Activity>();
  return record ? <SummaryText text={record.summary || record.type} /> : null;
};

/** An id field of a line: shortened, with its copy button; `emptyText` when there is none. */
export const IdField = ({ source, label, emptyText = 'none' }: { source: keyof Activity; label: string; emptyText?: string }) => {
  const record = useRecordContext<Activity>();
  const value = record?.[source];
  return typeof value === 'string' && value !== '' ? <ShortId value={value} label={label.toLowerCase()} /> : <span>{emptyText}</span>;
};

/** Where a word without spaces may wrap: before each capital of a type (Deal·Summary·Viewed), after '@' and '.' of an email. */
export function Breakable({ text }: { text: string }) {
  const pieces = text.split(/(?<=[@.])|(?<=[a-z])(?=[A-Z])/);
  return (
    <>
      {pieces.map((piece, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {piece}
        </span>
      ))}
    </>
  );
}

/** The type column: the event's type, and under it its stream, shortened with its copy button. */
export const TypeAndStreamField = () => {
  const record = useRecordContext<Activity>();
  if (!record) return null;
  return (
    <>
      <Breakable text={record.type} />
      <Box sx={{ color: 'text.secondary' }}>
        <ShortId value={record.stream_id} label="stream id" />
      </Box>
    </>
  );
};

/** The actor column: the email, wrapping at its '@' and dots; 'system' for the platform's own events. */
export const ActorField = () => {
  const record = useRecordContext<Activity>();
  if (!record) return null;
  return record.actor_email ? <Breakable text={record.actor_email} /> : <span>system</span>;
};
