import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { BrowserNotice } from '../shared/BrowserNotice';
import { PublicLayout } from '../shared/PublicLayout';
import { preloadable, useLoaded } from '../shared/preloadable';
import { useRedirectWhenSignedIn } from '../shared/session';
import { ProductSections } from './ProductSections';

// The form's MUI inputs (text fields, select, checkboxes: ~30 kB gzip) come right after the first render, not in
// it: the page shows and answers without them (P10), and its card keeps their room meanwhile.
const registrationForm = preloadable(() => import('./RegistrationForm').then((m) => m.RegistrationForm));
const formRoom = { minHeight: { xs: 600, sm: 490, md: 510 } };

export const HomePage = () => {
  // The console by its path: importing its page for `ConsolePage.path` would put the app in the landing page's download.
  useRedirectWhenSignedIn('/app/console');
  const RegistrationForm = useLoaded(registrationForm);
  return (
    <PublicLayout width="lg">
      <BrowserNotice />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gridTemplateAreas: { xs: '"intro" "register" "product"', md: '"intro register" "product register"' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ gridArea: 'intro' }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
            Commercial real estate deal making
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            Underwrite every deal with its full history, then take it to the right capital.
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            Dealbook is where investment professionals build and analyse acquisitions and developments, keep every change on the record, and
            put finished deals in front of the qualified investors and lenders whose mandates they fit.
          </Typography>
        </Stack>
        <Card
          id="register"
          variant="outlined"
          sx={{ gridArea: 'register', position: { md: 'sticky' }, top: { md: 24 }, scrollMarginTop: 16 }}
        >
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 0.5 }}>
              Create your account
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              For sponsors, brokers, developers and advisors, and for the capital providers who fund them.
            </Typography>
            {RegistrationForm ? <RegistrationForm /> : <Box sx={formRoom} aria-busy="true" />}
          </CardContent>
        </Card>
        <Box sx={{ gridArea: 'product' }}>
          <ProductSections />
        </Box>
      </Box>
    </PublicLayout>
  );
};

HomePage.path = '/';
