import { useCallback } from 'react';
import { Box, Divider, FormLabel, Stack } from '@mui/material';
import { assetClassCodes, assetClasses, sourcingGroupLabels } from '@dealbook/domain/catalog/sourcing';
import type { Strategy, StrategyOption } from '@dealbook/domain/matching/selection';
import { MoneyField } from './MoneyField';
import { OptionGroup } from './OptionGroup';
import { setAll, toggled } from './sourcing-rules';
import { regionOf, TerritoryPicker } from './TerritoryPicker';

type Props = {
  strategy: Strategy;
  update: (edit: (strategy: Strategy) => Strategy) => void;
  readOnly: boolean;
  /** Why the transaction size range is refused, if it is. */
  sizeError?: string;
};

/** The plain option groups before the horizons, in the profile's order. */
const leadingGroups = [
  'Asset_Class',
  'Property',
  'Risk_Class',
  'Business_Plan',
  'Applied_Strategy',
  'Product_Strategy',
  'Cap_Struct',
] as const;

type ListGroup = (typeof leadingGroups)[number] | 'Geography' | 'Territory';
type AssetClassCode = (typeof assetClassCodes)[number];

const assetClassLabel = (code: string) => assetClasses.find((a) => a.value === code)?.label ?? code;

/** Every group of a division's strategy; all are enabled, and an empty group states no preference. */
export function StrategyFields({ strategy, update, readOnly, sizeError }: Props) {
  // One stable handler for every group: `Horizon.DEBT` names a horizon list, anything else a plain group.
  const toggle = useCallback(
    (name: string, value: string) =>
      update((s) => {
        const [group, assetClass] = name.split('.') as [ListGroup | 'Horizon', AssetClassCode | undefined];
        if (group === 'Horizon' && assetClass)
          return { ...s, Horizon: { ...s.Horizon, [assetClass]: toggled(s.Horizon[assetClass], value) } };
        if (group === 'Horizon') return s;
        return { ...s, [group]: toggled(s[group], value) };
      }),
    [update],
  );
  const selectRegion = useCallback(
    (region: string, selected: boolean) =>
      update((s) => ({ ...s, Territory: setAll(s.Territory, (o: StrategyOption) => regionOf(o) === region, selected) })),
    [update],
  );
  const size = strategy.CapitalTransSize;
  const setSize = (key: 'min' | 'max', value: number | null) =>
    update((s) => ({ ...s, CapitalTransSize: { ...s.CapitalTransSize, [key]: value } }));
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {leadingGroups.map((group) => (
        <OptionGroup
          key={group}
          name={group}
          label={sourcingGroupLabels[group]}
          options={strategy[group]}
          readOnly={readOnly}
          onToggle={toggle}
        />
      ))}
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
          {sourcingGroupLabels.Horizon}
        </FormLabel>
        <Stack spacing={1}>
          {assetClassCodes.map((code) => (
            <OptionGroup
              key={code}
              name={`Horizon.${code}`}
              nested
              label={assetClassLabel(code)}
              options={strategy.Horizon[code]}
              readOnly={readOnly}
              onToggle={toggle}
            />
          ))}
        </Stack>
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
          {sourcingGroupLabels.CapitalTransSize}
        </FormLabel>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MoneyField
            label="Minimum"
            value={size.min}
            onChange={(v) => setSize('min', v)}
            readOnly={readOnly}
            placeholder="0"
            error={sizeError !== undefined}
          />
          <MoneyField
            label="Maximum"
            value={size.max}
            onChange={(v) => setSize('max', v)}
            readOnly={readOnly}
            placeholder="No limit"
            error={sizeError !== undefined}
            helperText={sizeError ?? 'Leave empty for no limit.'}
          />
        </Stack>
      </Box>
      <OptionGroup
        name="Geography"
        label={sourcingGroupLabels.Geography}
        options={strategy.Geography}
        readOnly={readOnly}
        onToggle={toggle}
      />
      <TerritoryPicker
        label={sourcingGroupLabels.Territory}
        options={strategy.Territory}
        readOnly={readOnly}
        onToggle={toggle}
        onRegion={selectRegion}
      />
    </Stack>
  );
}
