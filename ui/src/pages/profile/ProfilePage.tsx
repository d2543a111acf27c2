import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { accountApi, type Profile } from '../../account/api';
import { AppLayout } from '../shared/AppLayout';
import { PreferencesForm } from './PreferencesForm';
import { ProfileForm } from './ProfileForm';
import { ReferralSection } from './ReferralSection';

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Card variant="outlined" id={id} sx={{ scrollMarginTop: 16 }}>
    <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** /app/profile/user: account, email preferences and referrals (subscription and team come later). */
export const ProfilePage = () => {
  const [profile, setProfile] = useState<Profile | null>(null);
  const reload = useCallback(() => accountApi.profile().then(setProfile, () => undefined), []);
  useEffect(() => void reload(), [reload]);
  return (
    <AppLayout here={ProfilePage.path}>
      {() =>
        profile && (
          <Stack spacing={3}>
            <Box>
              <Typography variant="h2" component="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
                Your profile
              </Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {profile.email}
              </Typography>
            </Box>
            {profile.completeness.complete ? (
              <Alert severity="success">Your profile is complete.</Alert>
            ) : (
              <Alert severity="info" aria-label="Profile completeness">
                Your profile is not complete yet. Missing: {profile.completeness.missing.join(', ')}.
              </Alert>
            )}
            <Section id="account" title="Account">
              <ProfileForm profile={profile} onSaved={reload} />
            </Section>
            <Section id="email-preferences" title="Email preferences">
              <PreferencesForm initial={profile.email_gdpr_prefs} save={accountApi.setPreferences} failureTitle="Sorry..." />
            </Section>
            <Section id="referrals" title="Referrals">
              <ReferralSection profile={profile} />
            </Section>
          </Stack>
        )
      }
    </AppLayout>
  );
};

ProfilePage.path = '/app/profile/user';
