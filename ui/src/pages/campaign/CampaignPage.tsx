import { useParams } from 'react-router';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { campaignTemplate, type CampaignTemplate } from '@dealbook/domain/account/completeness';
import { accountApi } from '../../account/api';
import { RegistrationForm } from '../home/RegistrationForm';
import { PublicLayout } from '../shared/PublicLayout';

const templates: Record<CampaignTemplate, { title: string; body: string }> = {
  email: {
    title: 'Your deals, with their whole history, in front of the right capital',
    body: 'You followed a link from one of our emails. Create your account to underwrite acquisitions and developments, keep every change on the record, and reach investors and lenders whose mandates fit.',
  },
  covid19: {
    title: 'Keep deals moving when meetings cannot happen',
    body: 'When site visits and investment committees go remote, the deal file has to speak for itself. Dealbook keeps every assumption, version and data-room document in one place that investors and lenders can review from anywhere.',
  },
  social: {
    title: 'Dealbook: deal making for commercial real estate',
    body: 'Sponsors, brokers and advisors use Dealbook to build deals, show their history, and send them to matched capital providers. Create your account to see how it works on your own deals.',
  },
};

/** /activate/{campaign_host}/{campaign_id}: a campaign landing whose sign-up is tracked (spec §2, §7). */
export const CampaignPage = () => {
  const { host = '', id = '' } = useParams();
  const t = templates[campaignTemplate(host)];
  return (
    <PublicLayout width="md">
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {t.title}
        </Typography>
        <Typography color="text.secondary">{t.body}</Typography>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <RegistrationForm api={{ register: (account) => accountApi.campaignSignUp(account, host, id) }} />
          </CardContent>
        </Card>
      </Stack>
    </PublicLayout>
  );
};

CampaignPage.path = '/activate/:host/:id';
