import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, AlertTitle, Button, CircularProgress, Typography } from '@mui/material';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { readFailure } from '../../deals/failures';
import { DATAROOM_KEY, publicFilesApi, restrictedView, type PublicFileView } from '../../deals/public-files-api';
import { AuthCard } from '../shared/AuthCard';
import { MessageDialog } from '../shared/MessageDialog';
import { PublicLayout } from '../shared/PublicLayout';
import { EmailPrompt } from './EmailPrompt';
import { FileAccess, FileHeading } from './FileAccess';
import { attachmentPaths, home, requestFailure, viewPath } from './failures';
import { RestrictedDialog } from './RestrictedDialog';

type Step =
  | { step: 'loading' }
  | { step: 'missing'; message: string }
  | { step: 'prompt'; view: PublicFileView | null }
  | { step: 'shown'; view: PublicFileView; email: string | null };

const notFound = 'This link does not open anything: the file may have been deleted, or the link is incomplete.';

function Attachment({ dealId, resourceType, attachmentKey }: { dealId: string; resourceType: string; attachmentKey: string }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [locked, setLocked] = useState<{ email: string; message: string } | null>(null);
  const [dialog, setDialog] = useState<DialogText | null>(null);
  const back = viewPath(dealId, resourceType, attachmentKey);

  useEffect(() => {
    let live = true;
    publicFilesApi.retrieve(dealId, attachmentKey).then(
      (view) => live && setStep(view.access === 'locked' ? { step: 'prompt', view } : { step: 'shown', view, email: null }),
      (error: unknown) => {
        if (!live) return;
        if (readFailure(error).status === 405) return setStep({ step: 'prompt', view: restrictedView(error) });
        setStep({ step: 'missing', message: readFailure(error).status === 404 ? notFound : 'The link could not be opened.' });
      },
    );
    return () => {
      live = false;
    };
  }, [dealId, attachmentKey]);

  const tryEmail = (email: string) => {
    setBusy(true);
    setEmailError(null);
    publicFilesApi
      .retrieve(dealId, attachmentKey, { resourceType, email })
      .then(
        (view) => setStep({ step: 'shown', view, email }),
        (error: unknown) => {
          const { status, message } = readFailure(error);
          if (status === 405) setLocked({ email, message: message ?? 'This item is private.' });
          // The day's mail to that address or from here is used up: the answer says until when.
          else if (status === 429) setEmailError(message ?? 'Too many emails for now. Please try again later.');
          else setEmailError('This email address is not valid.');
        },
      )
      .finally(() => setBusy(false));
  };

  const requestAccess = () => {
    if (!locked) return;
    setBusy(true);
    publicFilesApi.request(dealId, attachmentKey, locked.email).then(
      () => void navigate(attachmentPaths.requestSubmitted, { state: { back } }),
      (error: unknown) => {
        setBusy(false);
        setLocked(null);
        setDialog(requestFailure(error, 'view'));
      },
    );
  };

  const title = attachmentKey === DATAROOM_KEY ? 'Shared data room' : 'Shared file';
  const listing = step.step === 'shown' && step.view.access !== 'pending' && (step.view.files?.length ?? 0) > 0;
  if (step.step === 'loading') return <CircularProgress aria-label="Loading the link" />;
  if (step.step === 'missing') {
    return (
      <AuthCard title={title}>
        <Alert severity="error">
          <AlertTitle>File Not Found</AlertTitle>
          {step.message}
        </Alert>
        <Button component={RouterLink} to={home.to} sx={{ mt: 2 }}>
          {home.label}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} width={listing ? 760 : undefined}>
      {step.view && <FileHeading view={step.view} />}
      {step.step === 'shown' ? (
        <FileAccess
          dealId={dealId}
          view={step.view}
          email={step.email}
          back={back}
          onRestricted={(email, message) => setLocked({ email, message })}
        />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            This {attachmentKey === DATAROOM_KEY ? 'data room' : 'file'} is private. Enter your email address to open it.
          </Typography>
          <EmailPrompt busy={busy} error={emailError} onSubmit={tryEmail} />
        </>
      )}
      <RestrictedDialog message={locked?.message ?? null} busy={busy} onRequest={requestAccess} onRetry={() => setLocked(null)} />
      <MessageDialog text={dialog} onClose={() => setDialog(null)} />
    </AuthCard>
  );
}

/** /attachments/deal/{deal_id}/{resource_type}/{attachment_key}: a shared file's or data room's public page. */
export function AttachmentPage() {
  const { dealId = '', resourceType = 'link', attachmentKey = '' } = useParams();
  return (
    <PublicLayout>
      <Attachment key={`${dealId}/${attachmentKey}`} dealId={dealId} resourceType={resourceType} attachmentKey={attachmentKey} />
    </PublicLayout>
  );
}
AttachmentPage.path = attachmentPaths.view;
