import { useState } from 'react';
import { Navigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '../../../server/contract';
import { login } from '../../api/auth';
import { ApiError } from '../../api/http';
import { errorToast, notifyError } from '../../api/errors';
import { useSession } from '../../app/session';
import { useServerClock } from '../../app/state';
import { LoginView } from './LoginView';

/**
 * The text under the form for a refused login: the refusal's own text (its catalogue text, which the API
 * layer put in the error's message) for a refusal, the alert text otherwise.
 */
export function loginErrorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && (err.status === 400 || err.status === 401 || err.status === 404)) {
    const body = err.body as { message?: unknown } | undefined;
    return typeof body?.message === 'string' && body.message && err.message ? err.message : fallback;
  }
  return errorToast(err, { group: 'error_auth' })?.text ?? fallback;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { server, clockSkewMs } = useServerClock();
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: (v: LoginRequest) => login(v),
    meta: { silent: true },
    onMutate: () => setError(undefined),
    onSuccess: (response) => {
      session.send({ type: 'LOGIN_SUCCESS', response, now: new Date(Date.now() + clockSkewMs) });
    },
    onError: (err) => {
      setError(loginErrorText(err, t('login.failed')));
      if (!(err instanceof ApiError) || ![400, 401, 404].includes(err.status)) notifyError(err, 'error_auth');
    },
  });
  if (session.authenticated) return <Navigate to="/" replace />;
  const noOwner = session.context.loginError === 'no_owner_token' && !mutation.isPending && !error;
  return (
    <LoginView
      onSubmit={(v) => mutation.mutate(v)}
      submitting={mutation.isPending}
      error={noOwner ? t('login.noOwnerToken') : error}
      expired={session.status === 'expired'}
      server={server}
      serverLoading={!server && session.server === 'connecting'}
      serverError={session.server === 'offline'}
    />
  );
}
