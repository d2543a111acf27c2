import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { defaultButtons, identityMessages, type DialogText } from '@dealbook/domain/identity/messages';
import { authProvider, safeRedirect } from '../../providers/authProvider';
import { identityApi } from '../../identity/api';
import { activationFailure } from '../../identity/failures';
import { AuthCard } from '../shared/AuthCard';
import { Checking } from '../shared/Checking';
import { DeadLink } from '../shared/DeadLink';
import { MessageDialog } from '../shared/MessageDialog';
import { PasswordForm } from '../shared/PasswordForm';
import { PublicLayout } from '../shared/PublicLayout';
import { useTokenCheck } from '../shared/useTokenCheck';

/** Keeps `redirect` and `params` (spec §2) on the way to the confirmation and the sign-in after it. */
const passOn = (search: URLSearchParams) => {
  const kept = new URLSearchParams();
  for (const key of ['redirect', 'params']) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
};

export const ActivatePage = () => {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tokenState = useTokenCheck('users-activate-ghost-account', token);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<DialogText | null>(null);
  const [invalid, setInvalid] = useState<DialogText | null>(null);

  // Spec §8: after an invalid link, a signed-in user (who already activated) goes on to the redirect or
  // the console; anyone else to /recovery for a fresh link.
  useEffect(() => {
    if (tokenState !== 'invalid') return;
    let live = true;
    const show = (to: string) =>
      live && setInvalid({ ...identityMessages.invalidActivationToken, buttons: [{ label: defaultButtons.ok, to }] });
    authProvider.currentUser().then(
      () => show(safeRedirect(search.get('redirect'), search.get('params'))),
      () => show('/recovery'),
    );
    return () => {
      live = false;
    };
  }, [tokenState, search]);

  if (!token) return <Navigate to="/recovery" replace />;

  const submit = async (password: string) => {
    setPending(true);
    try {
      await identityApi.activateAccount(token, password);
      navigate(`/confirm/activation/complete${passOn(search)}`, { replace: true });
    } catch (error) {
      setFailure(activationFailure(error));
      setPending(false);
    }
  };

  return (
    <PublicLayout>
      <AuthCard
        title="Activate your account"
        intro={
          tokenState === 'valid' ? 'Welcome to Dealbook. Choose the password you will sign in with to activate your account.' : undefined
        }
      >
        {tokenState === 'checking' && <Checking what="Checking your activation link…" />}
        {tokenState === 'invalid' && <DeadLink what="activation" />}
        {tokenState === 'valid' && (
          <PasswordForm submitLabel="Activate account" pendingLabel="Activating…" pending={pending} onSubmit={submit} />
        )}
      </AuthCard>
      <MessageDialog text={invalid ?? failure} onClose={() => setFailure(null)} />
    </PublicLayout>
  );
};

ActivatePage.path = '/account/activate/:token';
