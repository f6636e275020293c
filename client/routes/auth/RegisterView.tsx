import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterRequest } from '../../../server/contract';
import { AuthFrame } from './AuthFrame';

export interface RegisterViewProps {
  onSubmit: (values: RegisterRequest) => void;
  submitting?: boolean;
  /** The server's message for the rule that failed (e.g. 'That username is already taken'). */
  error?: string;
  /** Before the game starts registration is closed. */
  closed?: boolean;
}

/** Username, password, confirmation and email; the server checks the rules and names the one that failed. */
export function RegisterView(p: RegisterViewProps) {
  const { t } = useTranslation();
  const [v, setV] = useState<RegisterRequest>({ username: '', password: '', passwordConfirm: '', email: '' });
  const field = (name: keyof RegisterRequest) => ({
    name,
    value: v[name],
    disabled: p.closed,
    onChange: (e: { target: { value: string } }) => setV((old) => ({ ...old, [name]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit(v);
  };
  return (
    <AuthFrame>
      <div className="ak-card ak-auth__card">
        <h1 className="ak-card__title">{t('register.title')}</h1>
        {p.closed && <div className="ak-notice ak-notice--warn ak-auth__notice"><p>{t('register.closed')}</p></div>}
        <form className="ak-form" onSubmit={submit} noValidate>
          <label className="ak-field">
            <span className="ak-field__label">{t('register.username')}</span>
            <input className="ak-input" autoComplete="username" {...field('username')} autoFocus aria-describedby="register-username-hint" />
          </label>
          <span className="ak-field__hint" id="register-username-hint">{t('register.usernameHint')}</span>
          <label className="ak-field">
            <span className="ak-field__label">{t('register.password')}</span>
            <input className="ak-input" type="password" autoComplete="new-password" {...field('password')} aria-describedby="register-password-hint" />
          </label>
          <span className="ak-field__hint" id="register-password-hint">{t('register.passwordHint')}</span>
          <label className="ak-field">
            <span className="ak-field__label">{t('register.passwordConfirm')}</span>
            <input className="ak-input" type="password" autoComplete="new-password" {...field('passwordConfirm')} />
          </label>
          <label className="ak-field">
            <span className="ak-field__label">{t('register.email')}</span>
            <input className="ak-input" type="email" autoComplete="email" {...field('email')} />
          </label>
          {p.error && <div className="ak-notice ak-notice--error" role="alert"><p>{p.error}</p></div>}
          <button type="submit" className="ak-btn ak-btn--primary ak-btn--block" disabled={p.submitting || p.closed}>
            {p.submitting ? <><span className="ak-spinner" aria-hidden="true" />{t('register.submitting')}</> : t('register.submit')}
          </button>
        </form>
        <p className="ak-auth__switch">
          {t('register.haveAccount')} <Link className="ak-link" to="/login">{t('register.toLogin')}</Link>
        </p>
      </div>
    </AuthFrame>
  );
}
