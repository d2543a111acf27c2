import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Checkbox, FormControlLabel, FormGroup, FormHelperText, Stack, Typography } from '@mui/material';
import { accountMessages } from '@dealbook/domain/account/messages';
import { programmingComponents, SURVEY_MAX_SELECTIONS } from '@dealbook/domain/account/completeness';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { accountApi } from '../../account/api';
import { AuthCard } from '../shared/AuthCard';
import { MessageDialog } from '../shared/MessageDialog';
import { PublicLayout } from '../shared/PublicLayout';

const codeOf = (error: unknown) => (error as { body?: { code?: unknown } } | null)?.body?.code;

/** /survey/providers/{token}: the first visit records a click; at most 2 answers; then /survey/success. */
export const SurveyPage = () => {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DialogText | null>(null);
  const [pending, setPending] = useState(false);

  const refuse = (error: unknown) =>
    setDialog(
      codeOf(error) === 'SURVEY_ALREADY_ANSWERED'
        ? accountMessages.surveyAlreadyAnswered
        : { ...accountMessages.invalidSurveyToken, buttons: [{ label: 'Ok', to: '/' }] },
    );

  useEffect(() => {
    accountApi.surveyClick(token).catch(refuse);
  }, [token]);

  const toggle = (title: string, on: boolean) => setChosen((c) => (on ? [...c, title] : c.filter((t) => t !== title)));
  const submit = async () => {
    setPending(true);
    try {
      await accountApi.surveyAnswer(
        token,
        programmingComponents.map((title) => ({ title, selected: chosen.includes(title) })),
      );
      navigate(SurveyPage.successPath, { replace: true });
    } catch (error) {
      refuse(error);
      setPending(false);
    }
  };

  return (
    <PublicLayout>
      <AuthCard
        title="Which programmes interest you?"
        intro="Choose up to two. Your answer shapes what we offer capital providers on Dealbook."
      >
        <Stack spacing={2}>
          <FormGroup aria-label="Programming components">
            {programmingComponents.map((title) => {
              const on = chosen.includes(title);
              return (
                <FormControlLabel
                  key={title}
                  label={title}
                  control={
                    <Checkbox
                      checked={on}
                      disabled={!on && chosen.length >= SURVEY_MAX_SELECTIONS}
                      onChange={(e) => toggle(title, e.target.checked)}
                    />
                  }
                />
              );
            })}
          </FormGroup>
          <FormHelperText>{`${chosen.length} of ${SURVEY_MAX_SELECTIONS} chosen`}</FormHelperText>
          <Button variant="contained" disabled={pending || chosen.length === 0} onClick={() => void submit()}>
            Send my answer
          </Button>
        </Stack>
      </AuthCard>
      <MessageDialog text={dialog} onClose={() => setDialog(null)} />
    </PublicLayout>
  );
};

SurveyPage.path = '/survey/providers/:token';
SurveyPage.successPath = '/survey/success';

export const SurveySuccessPage = () => (
  <PublicLayout>
    <AuthCard title="Thank you">
      <Typography>Your answer is recorded. We will use it to decide what to offer capital providers next.</Typography>
    </AuthCard>
  </PublicLayout>
);
