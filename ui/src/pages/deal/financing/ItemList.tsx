import { Box, Button, Grid, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { listItemNames } from '../../../deals/labels';
import type { FieldErrors } from '../../../deals/form';
import { FieldInput } from '../FieldInput';
import { editItem, fieldsOf, newItem, removeItem, type FinancingItem, type ListName } from './items';

type Props = {
  list: ListName;
  title: string;
  hint?: string;
  items: FinancingItem[];
  onChange: (items: FinancingItem[]) => void;
  onBlur: () => void;
  readOnly: boolean;
  /** The form's errors by field path (`senior_loans.0.interest_rate`). */
  errors?: FieldErrors;
  /** The interest reserve button of each item: why the engine derives no reserve for it (null: it does), and opening its dialog. */
  reserve?: { unavailable: (index: number) => string | null; open: (index: number) => void };
};

/** One financing list: its items as cards of inputs, with add and remove. */
export function ItemList({ list, title, hint, items, onChange, onBlur, readOnly, errors = {}, reserve }: Props) {
  const noun = listItemNames[list] ?? 'item';
  const add = () => {
    onChange([...items, newItem(list, items)]);
    onBlur();
  };
  const remove = (index: number) => {
    onChange(removeItem(items, index));
    onBlur();
  };
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        {!readOnly && (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={add}>
            Add {noun.toLowerCase()}
          </Button>
        )}
      </Stack>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None yet.
        </Typography>
      )}
      <Stack spacing={1.5}>
        {items.map((item, index) => (
          <Paper key={item.item_id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-label={`${noun} ${index + 1}`} role="group">
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {typeof item.name === 'string' && item.name.trim() ? item.name : `${noun} ${index + 1}`}
              </Typography>
              {!readOnly && (
                <Tooltip title={`Remove ${noun.toLowerCase()} ${index + 1}`}>
                  <IconButton aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`} size="small" onClick={() => remove(index)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
            <Grid container spacing={1.5}>
              {fieldsOf(list, item).map((spec) => (
                <Grid key={spec.key} size={{ xs: 12, sm: 4 }}>
                  <FieldInput
                    spec={spec}
                    idPrefix={`${list}-${index}-`}
                    value={spec.key === 'amortization_period' && item[spec.key] != null ? String(item[spec.key]) : item[spec.key]}
                    onChange={(value) => onChange(items.map((it, i) => (i === index ? editItem(it, spec.key, value) : it)))}
                    onBlur={onBlur}
                    error={errors[`${list}.${index}.${spec.key}`]}
                    readOnly={readOnly}
                  />
                </Grid>
              ))}
            </Grid>
            {reserve && <ReserveButton index={index} noun={noun} reason={reserve.unavailable(index)} onOpen={reserve.open} />}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

/** Opens the item's interest reserve dialog; greyed out, with the reason beside it, where the engine derives none. */
function ReserveButton({
  index,
  noun,
  reason,
  onOpen,
}: {
  index: number;
  noun: string;
  reason: string | null;
  onOpen: (index: number) => void;
}) {
  const reasonId = `${noun.replace(/\W+/g, '-').toLowerCase()}-${index}-reserve-reason`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { xs: 'flex-start', sm: 'center' } }}>
      <Button
        size="small"
        variant="outlined"
        disabled={reason !== null}
        aria-describedby={reason !== null ? reasonId : undefined}
        onClick={() => onOpen(index)}
      >
        Interest reserve
      </Button>
      {reason !== null && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {reason}
        </Typography>
      )}
    </Stack>
  );
}
