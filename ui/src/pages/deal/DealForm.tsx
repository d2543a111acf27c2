import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { PROJECT_NAME_MAX_LENGTH } from '@dealbook/domain/catalog/constants';
import { dealSections, financingFlags, type FieldSpec } from '../../deals/fields';
import { editComponentAt, keysFollowQuantity, removeComponent, type FieldErrors } from '../../deals/form';
import { ConfirmDialog, type Confirmation } from '../console/ConfirmDialog';
import { AddComponentDialog } from './AddComponentDialog';
import { AddressLookup } from './AddressLookup';
import { ComponentCard } from './ComponentCard';
import { FieldInput } from './FieldInput';
import { FinancingLists } from './financing/FinancingLists';
import { componentSectionId } from './rail/missing';
import { SCROLL_MARGIN } from './useFormNavigation';
import type { DraftDeal } from './useDealForm';
import { useDateRules } from './useDateRules';
import { useToast } from '../shared/toast';

type Props = {
  deal: DraftDeal;
  onChange: (deal: DraftDeal) => void;
  onBlur: () => void;
  readOnly: boolean;
  errors: FieldErrors;
  /** the sections of the components shown collapsed, and expanding or collapsing one */
  collapsed?: ReadonlySet<string>;
  onToggle?: (section: string) => void;
  onHistory?: (path: string, label: string) => void;
};

export const Section = ({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) => (
  <Card
    variant="outlined"
    component="section"
    id={id}
    tabIndex={-1}
    aria-labelledby={`${id}-title`}
    sx={{ scrollMarginTop: SCROLL_MARGIN }}
  >
    <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography variant="h6" component="h2" id={`${id}-title`}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </CardContent>
  </Card>
);

/** The entry screen's sections: the deal's fields, its programming components and financing switches. */
export function DealForm({ deal, onChange, onBlur, readOnly, errors, collapsed, onToggle, onHistory }: Props) {
  const [adding, setAdding] = useState(false);
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const components = deal.sub_properties ?? [];
  const setComponents = (next: SubProperty[]) => onChange({ ...deal, sub_properties: next });
  const field = (spec: FieldSpec) => (
    <FieldInput
      spec={spec}
      value={(deal as Record<string, unknown>)[spec.key]}
      onChange={(value) => onChange({ ...deal, [spec.key]: value })}
      onBlur={onBlur}
      error={errors[spec.key]}
      readOnly={readOnly}
      onHistory={onHistory ? () => onHistory(spec.key, spec.label) : undefined}
      maxLength={spec.key === 'project_name' ? PROJECT_NAME_MAX_LENGTH : undefined}
    />
  );
  const notify = useToast();
  const timings = useDateRules(deal, readOnly, onChange);
  const add = (next: SubProperty[], notice: string | null) => {
    setAdding(false);
    setComponents(next);
    if (notice) notify(notice, 'info');
  };
  const remove = (index: number) =>
    setQuestion({
      title: 'Remove this component?',
      message: `'${components[index]?.name ?? 'This component'}' and its details will be removed from the deal.`,
      confirm: 'Remove',
      onConfirm: () => setComponents(removeComponent(deal, index)),
    });

  return (
    <Stack spacing={2}>
      {dealSections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          {section.id === 'location' && !readOnly && (
            <Box sx={{ mb: 2 }}>
              <AddressLookup
                onPick={(location) => {
                  onChange({ ...deal, ...location });
                  onBlur();
                }}
              />
            </Box>
          )}
          <Grid container spacing={1.5}>
            {section.fields.map((spec) => (
              <Grid key={spec.key} size={{ xs: 12, sm: spec.width ?? 6 }}>
                {field(spec)}
              </Grid>
            ))}
          </Grid>
        </Section>
      ))}
      <Section
        id="programming"
        title={`Programming (${components.length})`}
        action={
          !readOnly && (
            <Button id="add-component" startIcon={<AddIcon />} variant="outlined" onClick={() => setAdding(true)}>
              Add component
            </Button>
          )
        }
      >
        {components.length === 0 && (
          <Box sx={{ py: 3, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }}>
            <Typography color="text.secondary">
              No components yet. Add the uses of the project: apartments, retail, hotel, parking…
            </Typography>
          </Box>
        )}
        <Stack spacing={2}>
          {components.map((component, index) => (
            <ComponentCard
              key={component.item_id}
              index={index}
              sectionId={componentSectionId(component, index)}
              expanded={!collapsed?.has(componentSectionId(component, index))}
              onToggle={onToggle && (() => onToggle(componentSectionId(component, index)))}
              component={component}
              all={components}
              timing={timings[index]}
              keysFollow={keysFollowQuantity(deal, component)}
              errors={errors}
              readOnly={readOnly}
              onChange={(patch) => setComponents(editComponentAt(deal, index, patch))}
              onBlur={onBlur}
              onRemove={() => remove(index)}
              onHistory={onHistory}
            />
          ))}
        </Stack>
      </Section>
      <Section id="financing" title="Financing">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Choose the tranches of the capital stack, then enter each one's terms below.
        </Typography>
        <Grid container spacing={1}>
          {financingFlags.map((spec) => (
            <Grid key={spec.key} size={{ xs: 12, sm: 6 }}>
              {field(spec)}
            </Grid>
          ))}
        </Grid>
        <FinancingLists deal={deal} onChange={onChange} onBlur={onBlur} readOnly={readOnly} errors={errors} />
      </Section>
      <AddComponentDialog open={adding} deal={deal} onClose={() => setAdding(false)} onAdd={add} />
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </Stack>
  );
}
