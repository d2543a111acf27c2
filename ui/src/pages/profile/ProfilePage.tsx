import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, accountKeys } from '../../account/api';
import { AppLayout } from '../shared/AppLayout';
import { CompanySection } from './CompanySection';
import { PreferencesForm } from './PreferencesForm';
import { ProfileForm } from './ProfileForm';
import { ReferralSection } from './ReferralSection';
import { SubscriptionSection } from './SubscriptionSection';
import { TeamSection } from './TeamSection';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card variant="outlined" id={id} sx={{ scrollMarginTop: 16 }}>
    <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** `readOnly` for auditors: they read the profile and change nothing, so no control here writes. */
function Profile({ readOnly }: { readOnly: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: accountKeys.profile, queryFn: accountApi.profile });
  if (!query.data)
    return query.isError ? (
      <Alert severity="error">Your profile could not be loaded.</Alert>
    ) : (
      <CircularProgress aria-label="Loading profile" />
    );
  const profile = query.data;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" component="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          Your profile
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {profile.email}
        </Typography>
        {readOnly && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Auditor · read-only: you can read this profile and change nothing.
          </Typography>
        )}
      </Box>
      {profile.completeness.complete ? (
        <Alert severity="success">Your profile is complete.</Alert>
      ) : (
        <Alert severity="info" aria-label="Profile completeness">
          Your profile is not complete yet. Missing: {profile.completeness.missing.join(', ')}.
        </Alert>
      )}
      <Section id="account" title="Account">
        <ProfileForm profile={profile} readOnly={readOnly} />
      </Section>
      <Section id="company" title="Company">
        <CompanySection readOnly={readOnly} />
      </Section>
      <Section id="subscription" title="Subscription">
        <SubscriptionSection />
      </Section>
      <Section id="team" title="Team">
        <TeamSection readOnly={readOnly} />
      </Section>
      <Section id="email-preferences" title="Email preferences">
        <PreferencesForm
          initial={profile.email_gdpr_prefs}
          save={accountApi.setPreferences}
          onSaved={() => queryClient.invalidateQueries({ queryKey: accountKeys.profile })}
          failureTitle="Sorry..."
          readOnly={readOnly}
        />
      </Section>
      <Section id="referrals" title="Referrals">
        <ReferralSection profile={profile} readOnly={readOnly} />
      </Section>
    </Stack>
  );
}

/** /app/profile/user: account, subscription, team, email preferences and referrals. */
export const ProfilePage = () => <AppLayout here={ProfilePage.path}>{(user) => <Profile readOnly={user.auditor} />}</AppLayout>;

ProfilePage.path = '/app/profile/user';
