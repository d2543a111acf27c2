import { AutocompleteInput, DateTimeInput, ReferenceInput, SearchInput, TextInput } from 'react-admin';

// The input shows local time; the API compares instants, so send UTC ISO strings.
const toIso = (value: string) => {
  if (!value) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

export const activityFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search activity" />,
  // The users list searches email and name with `q`, which the autocomplete sends as it is typed.
  <ReferenceInput key="actor_id" source="actor_id" reference="users" label="Actor">
    <AutocompleteInput label="Actor" optionText="email" sx={{ minWidth: { sm: 300 } }} />
  </ReferenceInput>,
  // Wide enough for a whole deal id (a uuid), the value a 'Deal timeline' link fills in.
  <TextInput key="deal_id" source="deal_id" label="Deal id" sx={{ minWidth: { sm: 380 } }} />,
  <TextInput key="type" source="type" label="Event type" />,
  <TextInput key="stream_id" source="stream_id" label="Stream" />,
  <DateTimeInput key="occurred_at_gte" source="occurred_at_gte" label="From" parse={toIso} />,
  <DateTimeInput key="occurred_at_lte" source="occurred_at_lte" label="To" parse={toIso} />,
];
