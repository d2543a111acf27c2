import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { componentTypes, nonOperatingComponentTypes, operatingComponentTypes } from '@dealbook/domain/catalog/components';
import type { ComponentType } from '@dealbook/domain/catalog/component-entry';

type Props = { open: boolean; onClose: () => void; onAdd: (type: ComponentType) => void };

const groups = [
  { title: 'Operating (revenue producing)', types: operatingComponentTypes },
  { title: 'Non-operating', types: nonOperatingComponentTypes },
];

/** The programming component catalogue (spec 2 §3), to add a component of one of its 16 types. */
export function AddComponentDialog({ open, onClose, onAdd }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-component-title">
      <DialogTitle id="add-component-title">Add a programming component</DialogTitle>
      <DialogContent dividers>
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <Typography variant="overline" component="h3" color="text.secondary">
              {group.title}
            </Typography>
            <Grid container spacing={1} sx={{ mb: 2 }}>
              {group.types.map((type) => (
                <Grid key={type} size={{ xs: 6, sm: 4 }}>
                  <Button fullWidth variant="outlined" onClick={() => onAdd(type)} sx={{ justifyContent: 'flex-start' }}>
                    {componentTypes[type].title}
                  </Button>
                </Grid>
              ))}
            </Grid>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
