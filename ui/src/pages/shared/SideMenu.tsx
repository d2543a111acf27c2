import { Link as RouterLink } from 'react-router';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

export type MenuEntry = { label: string; to: string; hint?: string } | { label: string; onSelect: () => void; hint?: string } | 'divider';

/** The public site's menu for a visitor who is not signed in. */
export const visitorMenu: MenuEntry[] = [
  { label: 'Create an account', to: '/#register', hint: 'Free to register' },
  { label: 'Sign in', to: '/login' },
  'divider',
  { label: 'Deal history', to: '/#history' },
  { label: 'Capital provider matching', to: '/#matching' },
  { label: 'Sharing and data rooms', to: '/#sharing' },
  'divider',
  { label: 'Product', to: '/product' },
  { label: 'Features', to: '/product/features' },
  { label: 'How it works', to: '/product/process' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Book a demo', to: '/demos/calendar' },
  { label: 'About us', to: '/org' },
  'divider',
  { label: 'Forgot password or activation email', to: '/recovery' },
];

type Props = { open: boolean; onClose: () => void; entries: MenuEntry[] };

/** The right-hand menu of spec §2; it closes on any choice so the chosen page is not hidden behind it. */
export function SideMenu({ open, onClose, entries }: Props) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '85vw', sm: 340 } } } }}>
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
