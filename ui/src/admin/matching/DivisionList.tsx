import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  FilterButton,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { DemoProvidersButton } from './DemoProvidersButton';
import type { DivisionRecord } from './types';
import { formatDate } from '@dealbook/domain/shared/dates';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search division or company" />,
  <ReferenceInput key="company_id" source="company_id" reference="companies" label="Company">
    <AutocompleteInput label="Company" optionText="name" sx={{ minWidth: { sm: 300 } }} />
  </ReferenceInput>,
];

/** An auditor loads nothing: their empty list says what it will hold, not what to do. */
const DivisionsEmpty = () => {
  const { canAccess } = useCanAccess({ resource: 'divisions', action: 'create' });
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
      <TuneIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h6">No sourcing divisions yet</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
        Each division a capital provider describes on its company profile appears here with what it invests in or lends on: what deals are
        matched against.
        {canAccess && ' To try matching without real providers, load the demo ones.'}
      </Typography>
      <DemoProvidersButton variant="contained" />
    </Stack>
  );
};

const options = (n: number) => `${n} ${n === 1 ? 'option' : 'options'} chosen`;

export const DivisionList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Sourcing divisions"
      filters={filters}
      sort={{ field: 'company_name', order: 'ASC' }}
      perPage={25}
      empty={<DivisionsEmpty />}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <DemoProvidersButton />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <SimpleList<DivisionRecord>
          primaryText={(record) => record.name}
          secondaryText={(record) => `${record.company_name} · ${options(record.selected)}`}
          tertiaryText={(record) => formatDate(record.updated_at)}
          rowClick="show"
        />
      ) : (
        <DataTable<DivisionRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="company_name" label="Company" />
          <DataTable.Col source="name" label="Division" />
          <DataTable.Col source="selected" label="Options chosen" disableSort>
            <NumberField source="selected" />
          </DataTable.Col>
          <DataTable.Col source="updated_at" label="Updated">
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
