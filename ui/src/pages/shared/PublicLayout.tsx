import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppBar, Box, Button, Container, IconButton, Toolbar, Typography, type ContainerProps } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { visitorMenu, type MenuEntry } from './menu';
import { preloadable } from './preloadable';

// The menu's drawer comes when the visitor reaches for its button: one who never opens it never downloads it.
const sideMenu = preloadable(() => import('./SideMenu').then((m) => m.SideMenu));
const prepareMenu = () => void sideMenu.preload().catch(() => undefined);

type Props = {
  children: ReactNode;
  /** Replaces the app bar's "Sign in" button (e.g. none on the login page, "Sign out" in the app). */
  actions?: ReactNode;
  /** The side menu's entries; null: no menu button (a page still loading). */
  menu?: MenuEntry[] | null;
  width?: ContainerProps['maxWidth'];
};

export function PublicLayout({ children, actions, menu = visitorMenu, width = 'md' }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  // Opens once the drawer's code is here (mostly it is: pointing at the button fetched it).
  const openMenu = () =>
    void sideMenu.preload().then(
      () => {
        setMenuWanted(true);
        setMenuOpen(true);
      },
      () => undefined,
    );
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            variant="h6"
            component={RouterLink}
            to="/"
            sx={{ flexGrow: 1, color: 'primary.main', textDecoration: 'none', fontWeight: 700 }}
          >
            Dealbook
          </Typography>
          {actions ?? (
            <Button component={RouterLink} to="/login" variant="outlined">
              Sign in
            </Button>
          )}
          {menu && (
            <IconButton
              onClick={openMenu}
              onPointerEnter={prepareMenu}
              onFocus={prepareMenu}
              aria-label="Open menu"
              aria-expanded={menuOpen}
              edge="end"
            >
              <MenuIcon />
            </IconButton>
          )}
        </Toolbar>
      </AppBar>
      {menu && menuWanted && <sideMenu.Component open={menuOpen} onClose={() => setMenuOpen(false)} entries={menu} />}
      <Container component="main" maxWidth={width} sx={{ flexGrow: 1, py: { xs: 3, sm: 6 } }}>
        {children}
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2, px: 2, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Dealbook · deal making for commercial real estate, with every change on the record.
        </Typography>
        <Box component="nav" aria-label="Legal" sx={{ mt: 1, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          {[
            ['Terms', '/legal/terms'],
            ['Privacy', '/legal/privacy'],
            ['Communications', '/legal/communication'],
            ['FAQ', '/faq'],
          ].map(([label, to]) => (
            <Typography key={to} variant="body2" component={RouterLink} to={to!} sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
