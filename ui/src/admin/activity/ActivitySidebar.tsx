import { Card, CardContent } from '@mui/material';
import { SavedQueriesList } from 'react-admin';

/**
 * Saved queries beside the list: a filter and sort kept under a name (with the account, so they follow the
 * reviewer to any browser: savedQueriesStore.ts), one click to apply again. On a phone
 * there is no room for it; the filter button's menu saves and applies them there.
 */
export const ActivitySidebar = () => (
  <Card sx={{ display: { xs: 'none', md: 'block' }, order: -1, flex: '0 0 13em', mr: 2, mt: 8, alignSelf: 'flex-start' }}>
    <CardContent>
      <SavedQueriesList />
    </CardContent>
  </Card>
);
