import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { identityMessages, type DialogText } from '@dealbook/domain/identity/messages';
import { identityApi } from '../../identity/api';
import { resetFailure } from '../../identity/failures';
import { AuthCard } from '../shared/AuthCard';
import { Checking } from '../shared/Checking';
import { DeadLink } from '../shared/DeadLink';
import { MessageDialog } from '../shared/MessageDialog';
import { PasswordForm } from '../shared/PasswordForm';
import { PublicLayout } from '../shared/PublicLayout';
import { useTokenCheck } from '../shared/useTokenCheck';

export const ResetPage = () => {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const tokenState = useTokenCheck('reset-password', token);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<DialogText | null>(null);

  if (!token) return <Navigate to="/recovery" replace />;

  const submit = async (password: string) => {
    setPending(true);
    try {
      await identityApi.resetPassword(token, password);
      navigate('/confirm/reset/complete', { replace: true });
    } catch (error) {
      setFailure(resetFailure(error));
      setPending(false);
    }
  };

  return (
    <PublicLayout>
      <AuthCard
        title="Choose a new password"
        intro={tokenState === 'valid' ? 'Your reset link is valid. Choose the password you will sign in with from now on.' : undefined}
      >
        {tokenState === 'checking' && <Checking what="Checking your reset link…" />}
        {tokenState === 'invalid' && <DeadLink what="reset" />}
        {tokenState === 'valid' && (
          <PasswordForm submitLabel="Save new password" pendingLabel="Saving…" pending={pending} onSubmit={submit} />
        )}
      </AuthCard>
      <MessageDialog text={tokenState === 'invalid' ? identityMessages.invalidResetToken : failure} onClose={() => setFailure(null)} />
    </PublicLayout>
  );
};

ResetPage.path = '/reset/:token';
