import { Box, Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { outcomeChoices, outcomeColor, type OutboxMail } from './types';

/** `label` is read by react-admin's layouts (SimpleShowLayout) to title the field. */
type FieldProps = { label?: string };

export const OutcomeField = (_props: FieldProps) => {
  const record = useRecordContext<OutboxMail>();
  if (!record) return null;
  const choice = outcomeChoices.find((c) => c.id === record.outcome);
  return (
    <Chip
      size="small"
      label={choice?.name ?? record.outcome}
      title={choice?.meaning}
      color={outcomeColor[record.outcome] ?? 'default'}
      variant="outlined"
    />
  );
};

/** The mail's text as it went out, line breaks kept; long links wrap instead of widening the page. */
export const MailTextField = (_props: FieldProps) => {
  const record = useRecordContext<OutboxMail>();
  if (!record) return null;
  return (
    <Box
      component="pre"
      aria-label="Mail text"
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: 'monospace',
        fontSize: '0.875rem',
      }}
    >
      {record.text}
    </Box>
  );
};
