import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordRequest } from '../../../server/contract';

export interface ChangePasswordFormProps {
  onSubmit: (v: ChangePasswordRequest) => void;
  submitting?: boolean;
  error?: string;
  /** A sitter may not change the owner's password. */
  disabled?: boolean;
  /** Bumped by the page after a success, to empty the fields. */
  resetKey?: number;
}

export function ChangePasswordForm(p: ChangePasswordFormProps) {
  return <Fields key={p.resetKey ?? 0} {...p} />;
}

function Fields(p: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [v, setV] = useState<ChangePasswordRequest>({ password: '', newPassword: '', newPasswordConfirm: '' });
  const field = (name: keyof ChangePasswordRequest, label: string, autoComplete: string) => (
    <label className="ak-field">
      <span className="ak-field__label">{label}</span>
      <input className="ak-input" type="password" name={name} autoComplete={autoComplete} value={v[name]} disabled={p.disabled}
        onChange={(e) => setV((o) => ({ ...o, [name]: e.target.value }))} />
    </label>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit(v);
  };
  return (
    <form className="ak-form ak-settings__form" onSubmit={submit} noValidate aria-label={t('settings.changePassword')}>
      {field('password', t('settings.currentPassword'), 'current-password')}
      {field('newPassword', t('settings.newPassword'), 'new-password')}
      {field('newPasswordConfirm', t('settings.newPasswordConfirm'), 'new-password')}
      {p.error && <div className="ak-notice ak-notice--error" role="alert"><p>{p.error}</p></div>}
      <div>
        <button type="submit" className="ak-btn ak-btn--primary" disabled={p.disabled || p.submitting}>
          {p.submitting ? t('settings.changing') : t('settings.changePasswordSubmit')}
        </button>
      </div>
    </form>
  );
}
