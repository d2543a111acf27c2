import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { MenuEntry } from './menu';

type Props = { open: boolean; onClose: () => void; entries: MenuEntry[] };

/** The right-hand menu of spec §2; it closes on any choice so the chosen page is not hidden behind it. */
export function SideMenu({ open, onClose, entries }: Props) {
  // PublicLayout mounts this menu when its button is first pressed, already open; a drawer skips its slide-in
  // when mounted open, so it opens one render after mounting and slides in as it always did.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer anchor="right" open={open && mounted} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '85vw', sm: 340 } } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography variant="h6" sx={{ flexGrow: 1, fontWeight: 700, color: 'primary.main' }}>
          Menu
        </Typography>
        <IconButton onClick={onClose} aria-label="Close menu" edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <List component="nav" aria-label="Site menu">
        {entries.map((entry, index) => {
          if (entry === 'divider') return <Divider key={`divider-${index}`} sx={{ my: 1 }} />;
          const text = <ListItemText primary={entry.label} secondary={entry.hint} />;
          if ('to' in entry) {
            return (
              <ListItemButton key={entry.label} component={RouterLink} to={entry.to} onClick={onClose}>
                {text}
              </ListItemButton>
            );
          }
          return (
            <ListItemButton
              key={entry.label}
              onClick={() => {
                onClose();
                entry.onSelect();
              }}
            >
              {text}
            </ListItemButton>
          );
        })}
      </List>
    </Drawer>
  );
}
