import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import PollOutlinedIcon from '@mui/icons-material/PollOutlined';
import { CreateButton, DataTable, DateField, List, SelectInput, SimpleList, TopToolbar, useCanAccess } from 'react-admin';
import { AnswersField, SurveyStatusField } from './SurveyFields';
import { chosenComponents, surveyStatus, type SurveyRecord } from './types';
import { formatDate } from '@dealbook/domain/shared/dates';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={Object.entries(surveyStatus).map(([id, { label }]) => ({ id, name: label }))}
  />,
];

/** An auditor invites no one: their empty list says what it will hold, not what to do. */
const SurveysEmpty = () => {
  const { canAccess: canInvite } = useCanAccess({ resource: 'surveys', action: 'create' });
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
      <PollOutlinedIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h6">No survey invitations yet</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
        {canInvite
          ? 'Invite a capital provider to tell us which programming components they invest in. Each invitation appears here with whether the provider opened the link and what they answered.'
          : 'The invitations admins send to capital providers will appear here, with whether the provider opened the link and what they answered.'}
      </Typography>
      <CreateButton label="Invite a provider" variant="contained" />
    </Stack>
  );
};

const when = (iso: string | null) => formatDate(iso);

const phoneSummary = (record: SurveyRecord) => {
  const status = surveyStatus[record.status]?.label ?? record.status;
  if (record.status === 'answered')
    return `${status} ${when(record.answered_at)} · ${chosenComponents(record).join(', ') || 'none chosen'}`;
  if (record.status === 'clicked') return `${status} ${when(record.clicked_at)}`;
  return `${status} ${when(record.created_at)}`;
};

export const SurveyList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Provider surveys"
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      empty={<SurveysEmpty />}
      exporter={false}
      // On a phone the create button floats over the list; an empty toolbar would only take room.
      actions={
        isSmall ? (
          false
        ) : (
          <TopToolbar>
            <CreateButton label="Invite a provider" />
          </TopToolbar>
        )
      }
    >
      {isSmall ? (
        <>
          <SimpleList<SurveyRecord> primaryText={(record) => record.email} secondaryText={phoneSummary} rowClick="show" />
          <CreateButton label="Invite a provider" />
        </>
      ) : (
        // The server sorts by email, status and creation time only.
        <DataTable<SurveyRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="email" label="Provider email" />
          <DataTable.Col source="status">
            <SurveyStatusField />
          </DataTable.Col>
          <DataTable.Col source="created_at" label="Invited">
            <DateField source="created_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="clicked_at" label="Clicked" disableSort>
            <DateField source="clicked_at" showTime emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="answered_at" label="Answered" disableSort>
            <DateField source="answered_at" showTime emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="programming_components" label="Answers" disableSort>
            <AnswersField />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
