import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginRequest, ServerStateResponse } from '../../../server/contract';
import { AuthFrame } from './AuthFrame';
import { ServerInfo } from './ServerInfo';

export interface LoginViewProps {
  onSubmit: (values: LoginRequest) => void;
  submitting?: boolean;
  /** The refusal to show under the form. */
  error?: string;
  /** The previous session ran out. */
  expired?: boolean;
  server?: ServerStateResponse;
  serverLoading?: boolean;
  serverError?: boolean;
  initialServerInfoOpen?: boolean;
}

/** Username, password, 'Save details for 7 days', the server-information toggle, a link to register. */
export function LoginView(p: LoginViewProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Credentials go as typed: no other client checks (SPEC.md section 5).
    p.onSubmit({ username, password, stayLoggedIn });
  };
  const phase = p.server?.phase;
  return (
    <AuthFrame aside={<ServerInfo server={p.server} loading={p.serverLoading} error={p.serverError} initialOpen={p.initialServerInfoOpen} />}>
      <div className="ak-card ak-auth__card">
        <h1 className="ak-card__title">{t('login.title')}</h1>
        {p.expired && <div className="ak-notice ak-notice--warn ak-auth__notice"><p>{t('login.expired')}</p></div>}
        {phase === 'before_start' && <div className="ak-notice ak-auth__notice"><p>{t('login.beforeStart')}</p></div>}
        {phase === 'finished' && <div className="ak-notice ak-notice--warn ak-auth__notice"><p>{t('login.finished')}</p></div>}
        <form className="ak-form" onSubmit={submit} noValidate>
          <label className="ak-field">
            <span className="ak-field__label">{t('login.username')}</span>
            <input className="ak-input" name="username" autoComplete="username" value={username}
              onChange={(e) => setUsername(e.target.value)} autoFocus />
          </label>
          <label className="ak-field">
            <span className="ak-field__label">{t('login.password')}</span>
            <input className="ak-input" type="password" name="password" autoComplete="current-password" value={password}
              onChange={(e) => setPassword(e.target.value)} />
          </label>
          <label className="ak-check">
            <input type="checkbox" name="stayLoggedIn" checked={stayLoggedIn} onChange={(e) => setStayLoggedIn(e.target.checked)} />
            <span>{t('login.stayLoggedIn')}</span>
          </label>
          {p.error && <div className="ak-notice ak-notice--error" role="alert"><p>{p.error}</p></div>}
          <button type="submit" className="ak-btn ak-btn--primary ak-btn--block" disabled={p.submitting}>
            {p.submitting ? <><span className="ak-spinner" aria-hidden="true" />{t('login.submitting')}</> : t('login.submit')}
          </button>
        </form>
        <p className="ak-auth__switch">
          {t('login.noAccount')} <Link className="ak-link" to="/register">{t('login.toRegister')}</Link>
        </p>
      </div>
    </AuthFrame>
  );
}
