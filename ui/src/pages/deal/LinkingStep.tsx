import { useState } from 'react';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { componentTypes } from '@dealbook/domain/catalog/components';
import { sizeUnits } from '@dealbook/domain/catalog/size-units';
import { linkPrompt } from '../../deals/linking';
import type { FieldSpec } from '../../deals/fields';
import { NumberInput } from './NumberInput';
import { UnreadableInputsProvider, useUnreadableInputs } from './unreadable';

const sizeSpec: FieldSpec = { key: 'project_size_amount', label: 'Size', kind: 'number' };

type Props = {
  titleId: string;
  deal: Partial<Deal>;
  draft: SubProperty;
  onBack: () => void;
  onAdd: (added: SubProperty, parentIndex: number | null) => void;
};

/**
 * The linking prompt: the new component's size, which the 15% rule weighs against the deal's
 * total area, and the choice the rule preselects until the user picks one.
 */
export function LinkingStep({ titleId, deal, draft, onBack, onAdd }: Props) {
  const [sized, setSized] = useState<SubProperty>(draft);
  const [picked, setPicked] = useState<'link' | 'own' | null>(null);
  // The size's own: a text that is not a number keeps the component from being added with the last one read.
  const unreadable = useUnreadableInputs();
  const prompt = linkPrompt(deal, sized);
  if (!prompt) return null;
  const choice = picked ?? (prompt.decision.is_linked ? 'link' : 'own');
  const entry = sized.type ? componentTypes[sized.type] : undefined;
  const name = sized.name ?? entry?.title ?? 'The component';
  return (
    <>
      <DialogTitle id={titleId}>Business plan of {name}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={1.5} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <UnreadableInputsProvider value={unreadable.report}>
              <NumberInput
                id="link-size"
                spec={sizeSpec}
                value={sized.project_size_amount}
                onChange={(value) => setSized({ ...sized, project_size_amount: value })}
              />
            </UnreadableInputsProvider>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="link-size-units"
              select
              fullWidth
              size="small"
              label="Size Units"
              value={sized.project_size_units ?? ''}
              onChange={(event) => setSized({ ...sized, project_size_units: event.target.value as SubProperty['project_size_units'] })}
            >
              {(entry?.project_size_units ?? []).map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {sizeUnits[unit].title}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
        <Alert severity="info" role="status" aria-label="Linking rule" sx={{ mb: 1.5 }}>
          {prompt.reason}
        </Alert>
        <RadioGroup
          aria-label="Business plan"
          value={choice}
          onChange={(event) => setPicked(event.target.value === 'link' ? 'link' : 'own')}
        >
          <FormControlLabel value="link" control={<Radio />} label={`Link to '${prompt.parentName}': follow its business plan`} />
          <FormControlLabel value="own" control={<Radio />} label="Its own business plan" />
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The link can be changed later under Linked To.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        <Button
          variant="contained"
          disabled={unreadable.list.length > 0}
          onClick={() => onAdd(sized, choice === 'link' ? prompt.parentIndex : null)}
        >
          Add component
        </Button>
      </DialogActions>
    </>
  );
}
