import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { DataTable, List, NumberField, RecordContextProvider, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { ConfirmCompanyButton } from './ConfirmCompanyButton';
import { CompanyStatusField, HeadquartersField } from './CompanyFields';
import { headquarters, type CompanyRecord } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search company name" />,
  <SelectInput
    key="ghost"
    source="ghost"
    label="Status"
    alwaysOn
    choices={[
      { id: 'true', name: 'Ghost (awaiting confirmation)' },
      { id: 'false', name: 'Confirmed' },
    ]}
  />,
];

const CompaniesEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
    <BusinessIcon color="disabled" sx={{ fontSize: 56 }} />
    <Typography variant="h6">No companies yet</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
      A company appears here when someone names it on their profile. It stays a ghost until an administrator confirms it, and its people see
      their profile as incomplete until then.
    </Typography>
  </Stack>
);

const phoneSummary = (record: CompanyRecord) =>
  [
    record.company_ghost ? 'Ghost' : 'Confirmed',
    headquarters(record),
    `${record.member_count} ${record.member_count === 1 ? 'person' : 'people'}`,
  ]
    .filter(Boolean)
    .join(' · ');

export const CompanyList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Companies"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<CompaniesEmpty />}
      exporter={false}
      actions={false}
    >
      {isSmall ? (
        <SimpleList<CompanyRecord>
          primaryText={(record) => record.name}
          secondaryText={phoneSummary}
          rightIcon={(record) => (
            <RecordContextProvider value={record}>
              <ConfirmCompanyButton />
            </RecordContextProvider>
          )}
          rowClick="show"
        />
      ) : (
        <DataTable<CompanyRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" label="Company" />
          <DataTable.Col source="company_ghost" label="Status">
            <CompanyStatusField />
          </DataTable.Col>
          <DataTable.Col source="legal_entity_dba" label="Legal entity / DBA" disableSort />
          <DataTable.Col source="headquarters_city" label="Headquarters">
            <HeadquartersField />
          </DataTable.Col>
          <DataTable.Col source="member_count" label="People" disableSort>
            <NumberField source="member_count" />
          </DataTable.Col>
          <DataTable.Col label="" disableSort>
            <ConfirmCompanyButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
