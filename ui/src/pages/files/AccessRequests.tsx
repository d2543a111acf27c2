import { useId, useState } from 'react';
import { Button, Collapse, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Denied, Permissioned } from '../../deals/file-access-api';
import { uploadedOn } from './labels';

type Props = {
  requests: Permissioned[];
  denied: Denied[];
  busy: boolean;
  onGrant: (email: string) => void;
  onDeny: (email: string) => void;
};

function Pending({ requests, busy, onGrant, onDeny }: Omit<Props, 'denied'>) {
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Pending requests
      </Typography>
      <List aria-label="Pending requests" disablePadding>
        {requests.map((request) => (
          <ListItem key={request.email} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={request.email}
              secondary={`Requested access on ${uploadedOn(request.created_at)}`}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              sx={{ flex: '1 1 12rem', minWidth: 0 }}
            />
            <Stack direction="row" spacing={0.5}>
              <Button size="small" disabled={busy} onClick={() => onGrant(request.email)} aria-label={`Grant ${request.email}`}>
                Grant
              </Button>
              <Button size="small" color="error" disabled={busy} onClick={() => onDeny(request.email)} aria-label={`Deny ${request.email}`}>
                Deny
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The refused requests, newest first, folded away until asked for. */
function DeniedRequests({ denied }: { denied: Denied[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Denied ({denied.length})
      </Button>
      <Collapse in={open} unmountOnExit>
        <List id={listId} aria-label="Denied requests" disablePadding>
          {[...denied].reverse().map((entry) => (
            <ListItem key={`${entry.email} ${entry.created_at}`} divider sx={{ px: 0 }}>
              <ListItemText
                primary={entry.email}
                secondary={`Denied on ${uploadedOn(entry.created_at)}: ${entry.reason}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** Pending requests with Grant and Deny, then the denied ones. */
export function AccessRequests(props: Props) {
  if (props.requests.length === 0 && props.denied.length === 0) return null;
  return (
    <Stack spacing={1}>
      {props.requests.length > 0 && <Pending {...props} />}
      {props.denied.length > 0 && <DeniedRequests denied={props.denied} />}
    </Stack>
  );
}
