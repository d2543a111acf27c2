import { Box, FormControlLabel, Grid, Stack, Switch, Typography } from '@mui/material';
import { EMPTY_OVERRIDE, type DialogSection, type DialogField } from './dialogFields';
import { FieldInput } from '../FieldInput';
import { shownInput } from '../../../calc/income';

type Draft = Record<string, unknown>;

type Props = {
  sections: DialogSection[];
  draft: Draft;
  idPrefix: string;
  readOnly: boolean;
  onChange: (key: string, value: unknown) => void;
};

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A percent with its Override switch; while on, the override input beside it is the one the engine uses. */
function OverridableField({ field, draft, idPrefix, readOnly, onChange }: Omit<Props, 'sections'> & { field: DialogField }) {
  const flag = `${field.key}_override`;
  const input = `${field.key}_override_input`;
  const on = draft[flag] === true;
  const name = field.override ?? field.label;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FieldInput
          spec={on ? { ...field, help: 'Not used while overridden.' } : field}
          idPrefix={idPrefix}
          value={draft[field.key]}
          onChange={(value) => onChange(field.key, value)}
          readOnly={readOnly}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Stack spacing={1}>
          <FormControlLabel
            sx={{ mr: 0, mt: 0.25, alignSelf: 'flex-start' }}
            label="Override"
            control={
              <Switch
                id={`${idPrefix}${flag}`}
                size="small"
                checked={on}
                disabled={readOnly}
                onChange={(event) => onChange(flag, event.target.checked)}
                slotProps={{ input: { 'aria-label': `Override ${name}` } }}
              />
            }
          />
          {on && (
            <FieldInput
              spec={{ key: input, label: `${capitalized(name)} override (%)`, kind: 'number' }}
              idPrefix={idPrefix}
              value={draft[input]}
              onChange={(value) => onChange(input, value)}
              error={draft[input] === null || draft[input] === undefined || draft[input] === '' ? EMPTY_OVERRIDE : undefined}
              readOnly={readOnly}
            />
          )}
        </Stack>
      </Grid>
    </>
  );
}

/** A dialog's inputs by section: only those that apply to the draft, one column on a phone. */
export function DialogInputs({ sections, draft, idPrefix, readOnly, onChange }: Props) {
  return (
    <Stack spacing={2}>
      {sections.map((section, i) => {
        const note = section.note?.(draft);
        return (
          <Box key={section.title ?? i} component="section" aria-label={section.title ?? undefined}>
            {section.title && (
              <Typography variant="subtitle2" component="h3" color="primary" sx={{ mb: 1 }}>
                {section.title}
              </Typography>
            )}
            <Grid container spacing={1.5}>
              {section.fields
                .filter((field) => !field.when || field.when(draft))
                .map((field) =>
                  field.override ? (
                    <OverridableField
                      key={field.key}
                      field={field}
                      draft={draft}
                      idPrefix={idPrefix}
                      readOnly={readOnly}
                      onChange={onChange}
                    />
                  ) : (
                    <Grid key={field.key} size={{ xs: 12, sm: field.width ?? 6 }}>
                      <FieldInput
                        spec={field}
                        idPrefix={idPrefix}
                        value={shownInput(draft, field.key)}
                        onChange={(value) => onChange(field.key, value)}
                        readOnly={readOnly}
                      />
                    </Grid>
                  ),
                )}
            </Grid>
            {note && (
              <Box role="note" aria-label={note.label} sx={{ mt: 1, px: 1.5, py: 1, borderLeft: 3, borderColor: 'primary.main' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {note.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {note.text}
                </Typography>
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
