import { Chip, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useRecordContext } from 'react-admin';
import { chosenComponents, surveyStatus, type SurveyRecord } from './types';

/** `label` is read by react-admin's layouts (SimpleShowLayout) to title the field. */
type FieldProps = { label?: string };

export const SurveyStatusField = (_props: FieldProps) => {
  const record = useRecordContext<SurveyRecord>();
  if (!record) return null;
  const status = surveyStatus[record.status] ?? { label: record.status, color: 'default' as const };
  return <Chip size="small" label={status.label} color={status.color} variant={record.status === 'answered' ? 'filled' : 'outlined'} />;
};

/** The answer in a list cell: the chosen components, or why there is none yet. */
export const AnswersField = (_props: FieldProps) => {
  const record = useRecordContext<SurveyRecord>();
  if (!record) return null;
  const chosen = chosenComponents(record);
  if (record.status !== 'answered') {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        not answered yet
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2">
      {chosen.length ? chosen.join(', ') : 'none chosen'}
    </Typography>
  );
};

/** Every component the survey offered, with the provider's choices marked: the full answer. */
export const AnswerDetailField = (_props: FieldProps) => {
  const record = useRecordContext<SurveyRecord>();
  if (!record) return null;
  if (record.status !== 'answered') {
    return (
      <Typography variant="body2" color="text.secondary">
        The provider has not answered yet.
      </Typography>
    );
  }
  const components = record.programming_components ?? [];
  if (!components.some((c) => c.selected)) return <Typography variant="body2">Answered without choosing a component.</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {components.map((c) => (
        <Chip
          key={c.title}
          size="small"
          label={c.title}
          color={c.selected ? 'primary' : 'default'}
          variant={c.selected ? 'filled' : 'outlined'}
          icon={c.selected ? <CheckIcon /> : undefined}
          aria-label={`${c.title}: ${c.selected ? 'chosen' : 'not chosen'}`}
        />
      ))}
    </Stack>
  );
};
