import type { ReactNode } from 'react';
import { Box, Chip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { AppBar, Layout, Menu, TitlePortal, useBasename, usePermissions } from 'react-admin';
import type { Role } from '../providers/authProvider';
import { AuditTrailPage } from './audit/AuditTrailPage';

/** Says, on every screen, why an auditor finds no button that changes anything; on a phone, briefly, beside the title. */
const AuditorBadge = () => (
  <Chip
    icon={<VisibilityIcon />}
    label={
      <>
        Auditor
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {' '}
          · read-only
        </Box>
      </>
    }
    title="You are signed in as an auditor: you can read everything here and change nothing."
    size="small"
    sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', fontWeight: 600, mx: 1, '& .MuiChip-icon': { color: 'inherit' } }}
  />
);

const AdminAppBar = () => {
  const { permissions } = usePermissions<Role>();
  return (
    <AppBar>
      <TitlePortal />
      {permissions === 'auditor' && <AuditorBadge />}
    </AppBar>
  );
};

// Unlike resource items, a custom item's link does not get the admin's basename by itself.
const AdminMenu = () => {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to={`${basename}${AuditTrailPage.path}`} primaryText="Audit trail" leftIcon={<AuditTrailPage.icon />} />
    </Menu>
  );
};

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {children}
  </Layout>
);
