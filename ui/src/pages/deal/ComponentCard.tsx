import { useState } from 'react';
import { Box, Button, Card, CardContent, Collapse, Grid, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { formatPath } from '@dealbook/domain/deals/path';
import { componentTypes } from '@dealbook/domain/catalog/components';
import { sizeUnits } from '@dealbook/domain/catalog/size-units';
import { classificationFields, componentFields, type FieldSpec } from '../../deals/fields';
import type { FieldErrors } from '../../deals/form';
import { FieldInput } from './FieldInput';
import { DerivedValueDialog } from './dialogs/DerivedValueDialog';
import { ExitCapDialog } from './dialogs/ExitCapDialog';
import { GrowthDialog } from './dialogs/GrowthDialog';
import { ComponentTiming } from './ComponentTiming';
import { SCROLL_MARGIN } from './useFormNavigation';
import type { ComponentTiming as Timing } from '../../calc/timing';
import type { DialogKind } from '../../calc/dialogs';
import { growthDisabled } from '../../calc/benchmark';

/** The dialogs that feed a derived value, in the order of the entry screen. */
const dialogButtons: { kind: DialogKind; label: string }[] = [
  { kind: 'area', label: 'Area' },
  { kind: 'construction', label: 'Construction capex' },
  { kind: 'stabilization', label: 'Stabilization capex' },
  { kind: 'stabilized_noi', label: 'Stabilized NOI' },
  { kind: 'interim_noi', label: 'Interim NOI' },
];

type Props = {
  index: number;
  /** the card's id, which the section navigation and the missing inputs lead to */
  sectionId?: string;
  /** collapsed: only the header shows; `onToggle` absent: it cannot be collapsed */
  expanded?: boolean;
  onToggle?: () => void;
  component: SubProperty;
  all: readonly SubProperty[];
  /** the disposition window and date-rule alerts (useDateRules) */
  timing: Timing | undefined;
  keysFollow: boolean;
  errors: FieldErrors;
  readOnly: boolean;
  onChange: (patch: Partial<SubProperty>) => void;
  onBlur: () => void;
  onRemove: () => void;
  onHistory?: (path: string, label: string) => void;
};

/** One programming component: its name, size and link, then its core inputs. */
export function ComponentCard({
  index,
  sectionId,
  expanded = true,
  onToggle,
  component,
  all,
  timing,
  keysFollow,
  errors,
  readOnly,
  onChange,
  onBlur,
  onRemove,
  onHistory,
}: Props) {
  const entry = component.type ? componentTypes[component.type] : undefined;
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [exitCapOpen, setExitCapOpen] = useState(false);
  const [growthOpen, setGrowthOpen] = useState(false);
  // the catalogue greys out the benchmark buttons of types no benchmark exists for (parking, non-operating)
  const noExitCap = entry?.disabled_buttons.calc_cap === true;
  const noGrowth = growthDisabled(entry?.disabled_buttons);
  const onApply = (patch: Record<string, unknown>) => {
    onChange(patch as Partial<SubProperty>);
    onBlur();
  };
  const pathOf = (key: string) => formatPath([{ key: 'sub_properties' }, { itemId: component.item_id }, { key }]);
  const history = (spec: Pick<FieldSpec, 'key' | 'label'>) =>
    onHistory ? () => onHistory(pathOf(spec.key), `${component.name ?? ''} · ${spec.label}`) : undefined;
  const error = (key: string) => errors[`sub_properties.${index}.${key}`];
  const parent = component.is_linked && component.linked_index != null ? all[component.linked_index] : undefined;
  // a linked component follows its parent's plan: its strategy changes with the parent's
  const follows = (key: string) => (key === 'project_keys' && keysFollow) || (key === 'business_strategy' && parent !== undefined);
  const shown = (spec: FieldSpec): FieldSpec => {
    if (spec.key === 'quantity' && entry?.units_label) return { ...spec, label: `Quantity (${entry.units_label})` };
    if (spec.key === 'business_strategy' && parent) return { ...spec, help: `Follows the plan of '${parent.name || 'its parent'}'.` };
    return spec;
  };
  const input = (spec: FieldSpec) => (
    <FieldInput
      spec={shown(spec)}
      idPrefix={`c${index}-`}
      value={(component as Record<string, unknown>)[spec.key]}
      onChange={(value) => onChange({ [spec.key]: value } as Partial<SubProperty>)}
      onBlur={onBlur}
      error={error(spec.key)}
      readOnly={readOnly || follows(spec.key)}
      onHistory={history(spec)}
    />
  );
  const parents = all.map((c, i) => ({ i, c })).filter(({ i }) => i !== index);
  const nameSpec: FieldSpec = { key: 'name', label: 'Component Name', kind: 'text' };
  return (
    <Card
      variant="outlined"
      component="section"
      id={sectionId}
      tabIndex={-1}
      aria-label={`Component ${component.name ?? index + 1}`}
      sx={{ scrollMarginTop: SCROLL_MARGIN }}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: expanded ? 1.5 : 0, gap: 1 }}>
          {onToggle && (
            <IconButton
              size="small"
              onClick={onToggle}
              aria-expanded={expanded}
              aria-controls={sectionId && `${sectionId}-details`}
              aria-label={`${expanded ? 'Collapse' : 'Expand'} ${component.name || `component ${index + 1}`}`}
            >
              {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          )}
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {component.name || 'Unnamed component'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {entry?.title ?? component.type} · {entry?.group === 'operating' ? 'Operating' : 'Non-operating'}
            </Typography>
          </Box>
          {!readOnly && (
            <Button color="error" size="small" onClick={onRemove}>
              Remove
            </Button>
          )}
        </Stack>
        <Collapse in={expanded} id={sectionId && `${sectionId}-details`}>
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FieldInput
                spec={nameSpec}
                idPrefix={`c${index}-`}
                value={component.name}
                onChange={(value) => onChange({ name: (value as string | null) ?? '' })}
                onBlur={onBlur}
                error={error('name')}
                readOnly={readOnly}
                onHistory={history(nameSpec)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="Size Units"
                value={component.project_size_units ?? ''}
                onChange={(event) => onChange({ project_size_units: event.target.value as SubProperty['project_size_units'] })}
                onBlur={onBlur}
                slotProps={{ input: { readOnly } }}
              >
                {(entry?.project_size_units ?? []).map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {sizeUnits[unit].title}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="Linked To"
                value={
                  component.is_linked && component.linked_index !== null && component.linked_index !== undefined
                    ? String(component.linked_index)
                    : ''
                }
                onChange={(event) =>
                  onChange(event.target.value === '' ? { is_linked: false } : { is_linked: true, linked_index: Number(event.target.value) })
                }
                onBlur={onBlur}
                slotProps={{ input: { readOnly } }}
                helperText={component.is_linked ? 'Shares the business plan of its parent.' : 'Primary business plan.'}
              >
                <MenuItem value="">Not linked</MenuItem>
                {parents.map(({ i, c }) => (
                  <MenuItem key={c.item_id} value={String(i)}>
                    {c.name || `Component ${i + 1}`}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {[...classificationFields(entry), ...componentFields].map((spec) => (
              <Grid key={spec.key} size={{ xs: 12, sm: 6 }}>
                {input(spec)}
              </Grid>
            ))}
          </Grid>
          <ComponentTiming component={component} parent={parent} timing={timing} readOnly={readOnly} input={input} onApply={onApply} />
          <Stack direction="row" aria-label="Calculate from details" role="group" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
            {dialogButtons.map(({ kind, label }) => (
              <Button key={kind} size="small" variant="outlined" onClick={() => setDialog(kind)}>
                {label}
              </Button>
            ))}
            <Button size="small" variant="outlined" disabled={noExitCap} onClick={() => setExitCapOpen(true)}>
              Exit cap
            </Button>
            <Button size="small" variant="outlined" disabled={noGrowth} onClick={() => setGrowthOpen(true)}>
              Growth
            </Button>
          </Stack>
          {(noExitCap || noGrowth) && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              No {[noExitCap && 'exit cap', noGrowth && 'growth'].filter(Boolean).join(' or ')} benchmark exists for{' '}
              {entry?.title ?? 'this type'} components.
            </Typography>
          )}
          {dialog && (
            <DerivedValueDialog
              kind={dialog}
              component={component}
              index={index}
              readOnly={readOnly}
              onClose={() => setDialog(null)}
              onApply={onApply}
            />
          )}
          {exitCapOpen && (
            <ExitCapDialog
              component={component}
              index={index}
              readOnly={readOnly}
              onClose={() => setExitCapOpen(false)}
              onApply={onApply}
            />
          )}
          {growthOpen && (
            <GrowthDialog
              component={component}
              index={index}
              disabled={entry?.disabled_buttons}
              readOnly={readOnly}
              onClose={() => setGrowthOpen(false)}
              onApply={onApply}
            />
          )}
        </Collapse>
      </CardContent>
    </Card>
  );
}
