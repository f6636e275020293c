import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RegisterRequest } from '../../../server/contract';
import { login, register } from '../../api/auth';
import { ApiError } from '../../api/http';
import { errorToast, notifyError } from '../../api/errors';
import { useSession } from '../../app/session';
import { useServerClock } from '../../app/state';
import { useToast } from '../../app/toasts';
import { RegisterView } from './RegisterView';

/** Registers, then logs straight in (the new player goes on to the spawn selection). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { server, clockSkewMs } = useServerClock();
  const navigate = useNavigate();
  const toast = useToast();
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: async (v: RegisterRequest) => {
      await register(v);
      try {
        return await login({ username: v.username, password: v.password, stayLoggedIn: false });
      } catch {
        return undefined;
      }
    },
    meta: { silent: true },
    onMutate: () => setError(undefined),
    onSuccess: (response) => {
      if (response) {
        session.send({ type: 'LOGIN_SUCCESS', response, now: new Date(Date.now() + clockSkewMs) });
      } else {
        toast.success(t('success_registered'));
        navigate('/login');
      }
    },
    onError: (err) => {
      // The server names the rule that failed (SPEC.md section 5); show it next to the form.
      if (err instanceof ApiError && err.status === 400) setError(errorToast(err, { group: 'error_register' })?.text);
      else {
        setError(errorToast(err, { group: 'error_register' })?.text);
        notifyError(err, 'error_register');
      }
    },
  });
  if (session.authenticated) return <Navigate to="/" replace />;
  return (
    <RegisterView
      onSubmit={(v) => mutation.mutate(v)}
      submitting={mutation.isPending}
      error={error}
      closed={server?.phase === 'before_start'}
    />
  );
}
