import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { Box, Button, Stack, Typography } from '@mui/material';
import { PublicLayout } from '../shared/PublicLayout';

const reasons: Record<string, string> = {
  demo: 'Thank you for asking for a demo. We will write within a working day to confirm a time.',
  contact: 'Thank you for writing to us. We answer within a working day.',
  suggestion: 'Thank you for your suggestion. We read every one.',
};

/** /org/thanks: the reason comes from the URL hash (#demo, #contact, #suggestion). */
export const OrgThanksPage = () => {
  const { hash } = useLocation();
  return (
    <PublicLayout>
      <Stack spacing={2}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          Thank you
        </Typography>
        <Typography>{reasons[hash.replace('#', '')] ?? 'Thank you for your interest in Dealbook.'}</Typography>
        <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Back to the home page
        </Button>
      </Stack>
    </PublicLayout>
  );
};

/** /confirm/referral/{source}: a splash without the authentication chrome, leading to sign-up with the code. */
export const ReferralSplash = () => {
  const { source = 'email' } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Stack spacing={2} sx={{ maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.5rem' } }}>
          {source === 'team' ? 'Your colleague added you to Dealbook' : 'You were invited to Dealbook'}
        </Typography>
        <Typography>
          Underwrite commercial real estate deals with their full history, and take them to matched investors and lenders.
          {code ? ` Your referral code ${code} gives you 20% off your first month.` : ''}
        </Typography>
        <Button
          component={RouterLink}
          to="/#register"
          variant="contained"
          color="inherit"
          sx={{ color: 'primary.main', alignSelf: 'center' }}
        >
          Create my account
        </Button>
      </Stack>
    </Box>
  );
};

ReferralSplash.path = '/confirm/referral/:source';
