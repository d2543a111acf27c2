import { Chip, Link, Stack, Typography } from '@mui/material';
import { LinkBase, useCreatePath, useGetOne, useRecordContext } from 'react-admin';
import { assetClasses, sourcingGroupLabels, sourcingListGroupNames } from '@dealbook/domain/catalog/sourcing';
import type { StrategyOption } from '@dealbook/domain/matching/selection';
import { transactionSize, type DivisionRecord } from './types';

/** `label` is read by react-admin's layouts (SimpleShowLayout) to title the field. */
type FieldProps = { label?: string };

const NoPreference = () => (
  <Typography component="span" variant="body2" color="text.secondary">
    No preference
  </Typography>
);

const Chips = ({ options, label }: { options: StrategyOption[]; label: string }) => (
  <Stack
    component="ul"
    aria-label={label}
    direction="row"
    useFlexGap
    spacing={0.5}
    sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
  >
    {options.map((o) => (
      <li key={o.value}>
        <Chip size="small" label={o.label} />
      </li>
    ))}
  </Stack>
);

const chosen = (options: StrategyOption[] | undefined) => (options ?? []).filter((o) => o.selected);

/** One option group's selected options as chips; an empty group states no preference. */
export const OptionGroupField = ({ group }: FieldProps & { group: (typeof sourcingListGroupNames)[number] }) => {
  const record = useRecordContext<DivisionRecord>();
  if (!record) return null;
  const options = chosen(record.Strategies?.[group]);
  return options.length ? <Chips options={options} label={sourcingGroupLabels[group]} /> : <NoPreference />;
};

/** The hold periods per asset class, only for the asset classes that state one. */
export const HorizonField = (_props: FieldProps) => {
  const record = useRecordContext<DivisionRecord>();
  if (!record) return null;
  const rows = assetClasses
    .map((a) => ({ ...a, options: chosen(record.Strategies?.Horizon?.[a.value as keyof DivisionRecord['Strategies']['Horizon']]) }))
    .filter((row) => row.options.length > 0);
  if (!rows.length) return <NoPreference />;
  return (
    <Stack spacing={0.75}>
      {rows.map((row) => (
        <Stack key={row.value} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2" sx={{ minWidth: { sm: 220 } }}>
            {row.label}
          </Typography>
          <Chips options={row.options} label={`${sourcingGroupLabels.Horizon} · ${row.label}`} />
        </Stack>
      ))}
    </Stack>
  );
};

export const TransactionSizeField = (_props: FieldProps) => {
  const record = useRecordContext<DivisionRecord>();
  if (!record) return null;
  const size = record.Strategies?.CapitalTransSize ? transactionSize(record.Strategies.CapitalTransSize) : null;
  return size ? <Typography variant="body2">{size}</Typography> : <NoPreference />;
};

/** Every group in the profile's order, each a field of the show layout with the group's label. */
export const strategyFields = () => [
  ...sourcingListGroupNames
    .filter((g) => g !== 'Geography' && g !== 'Territory')
    .map((group) => <OptionGroupField key={group} group={group} label={sourcingGroupLabels[group]} />),
  <HorizonField key="Horizon" label={sourcingGroupLabels.Horizon} />,
  <TransactionSizeField key="CapitalTransSize" label={sourcingGroupLabels.CapitalTransSize} />,
  <OptionGroupField key="Geography" group="Geography" label={sourcingGroupLabels.Geography} />,
  <OptionGroupField key="Territory" group="Territory" label={sourcingGroupLabels.Territory} />,
];

/** The company's name, a link to it in the companies list when the companies read model knows it. */
export const DivisionCompanyField = (_props: FieldProps) => {
  const record = useRecordContext<DivisionRecord>();
  const createPath = useCreatePath();
  const { data: company } = useGetOne(
    'companies',
    { id: record?.company_id ?? '' },
    { enabled: Boolean(record?.company_id), retry: false },
  );
  if (!record) return null;
  if (!company) return <Typography variant="body2">{record.company_name}</Typography>;
  return (
    <Link component={LinkBase} to={createPath({ resource: 'companies', id: record.company_id, type: 'show' })} variant="body2">
      {record.company_name}
    </Link>
  );
};
