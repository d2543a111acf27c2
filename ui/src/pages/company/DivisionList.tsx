import { Box, Button, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { DivisionRef, Industry } from '../../account/sourcing-api';

type Props = {
  industries: Industry[];
  selectedId: string | null;
  readOnly: boolean;
  onSelect: (id: string) => void;
  onAdd: (industry: Industry) => void;
  onDelete: (division: DivisionRef) => void;
};

/** Each industry with its divisions to pick from, and (for those who may edit) add and delete. */
export function DivisionList({ industries, selectedId, readOnly, onSelect, onAdd, onDelete }: Props) {
  return (
    <Box component="nav" aria-label="Divisions" sx={{ minWidth: 0 }}>
      {industries.map((industry) => (
        <Box key={industry.id} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            {industry.name}
          </Typography>
          {industry.divisions.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
              No divisions yet.
            </Typography>
          )}
          <List dense disablePadding>
            {industry.divisions.map((d) => (
              <ListItem
                key={d.id}
                disablePadding
                secondaryAction={
                  readOnly ? undefined : (
                    <IconButton edge="end" aria-label={`Delete ${d.name}`} onClick={() => onDelete(d)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )
                }
              >
                <ListItemButton
                  selected={d.id === selectedId}
                  aria-current={d.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(d.id)}
                >
                  <ListItemText primary={d.name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {!readOnly && (
            <Button size="small" startIcon={<AddIcon />} onClick={() => onAdd(industry)} sx={{ mt: 0.5 }}>
              Add division
            </Button>
          )}
        </Box>
      ))}
    </Box>
  );
}
