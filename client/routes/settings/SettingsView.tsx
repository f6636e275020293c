import { useTranslation } from 'react-i18next';
import type { ChangePasswordRequest, UserResponse } from '../../../server/contract';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SittersPanel, type SitterEntry } from './SittersPanel';
import { ProfileSettingsForm, type ProfileSettingsFormProps } from './ProfileSettingsForm';
import { NotificationSettings } from './NotificationSettings';
import '../../app/ui.css';
import './settings.css';

/** An account the person sits (GET user's `sitting`), and whether this token is the one in use. */
export type SittingEntry = UserResponse['sitting'][number] & { current: boolean };

export interface SettingsViewProps {
  account: UserResponse | undefined;
  loading?: boolean;
  loadError?: string;
  onChangePassword: (v: ChangePasswordRequest) => void;
  changingPassword?: boolean;
  passwordError?: string;
  passwordResetKey?: number;
  onAddSitter: (username: string) => void;
  onRemoveSitter: (s: SitterEntry) => void;
  addingSitter?: boolean;
  removingSitterId?: number;
  sitterError?: string;
  sitterResetKey?: number;
  /** Accounts this person may play as (from the login's sitter tokens), with their own first. */
  accounts?: SittingEntry[];
  onSwitchAccount?: (id: number) => void;
  /** The profile section (description, flags, email, public flag); the account's own values come from `account`. */
  profile?: Omit<ProfileSettingsFormProps, 'userId' | 'email' | 'publicProfile' | 'disabled'>;
}

/** Profile (description, flags, email, public flag), browser notifications, change password, sitters, and switching between the own account and sat accounts. */
export function SettingsView(p: SettingsViewProps) {
  const { t } = useTranslation();
  const a = p.account;
  const sitter = a?.is_sitter ?? false;
  return (
    <div className="ak-settings">
      <h1>{t('settings.title')}</h1>
      {p.loading && <p className="ak-muted" role="status">{t('settings.loading')}</p>}
      {!p.loading && p.loadError && <div className="ak-notice ak-notice--error" role="alert"><p>{p.loadError}</p></div>}
      {a && (
        <>
          <section className="ak-card ak-settings__card">
            <h2 className="ak-card__title">{t('settings.account')}</h2>
            <p className="ak-settings__who">
              {sitter ? t('settings.sittingFor', { username: a.username }) : t('settings.signedInAs', { username: a.username })}
            </p>
            {sitter && <div className="ak-notice ak-notice--warn"><p>{t('settings.sitterDisabled')}</p></div>}
            {p.accounts && p.accounts.length > 1 && (
              <ul className="ak-settings__accounts" aria-label={t('settings.sitting')}>
                {p.accounts.map((acc, i) => (
                  <li key={acc.id}>
                    <span>{acc.username}</span>
                    {acc.current
                      ? <span className="ak-settings__current">{t('settings.current')}</span>
                      : (
                        <button type="button" className="ak-btn" onClick={() => p.onSwitchAccount?.(acc.id)}>
                          {i === 0 ? t('settings.backToOwn') : t('settings.actAs', { username: acc.username })}
                        </button>
                      )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {p.profile && (
            <section className="ak-card ak-settings__card">
              <h2 className="ak-card__title">{t('settings.profile')}</h2>
              <ProfileSettingsForm {...p.profile} userId={a.id} email={a.email} publicProfile={a.public_profile} disabled={sitter} />
            </section>
          )}
          <section className="ak-card ak-settings__card" aria-labelledby="ak-settings-notifications">
            <h2 className="ak-card__title" id="ak-settings-notifications">{t('notifications.settings.title')}</h2>
            <NotificationSettings />
          </section>
          <section className="ak-card ak-settings__card">
            <h2 className="ak-card__title">{t('settings.changePassword')}</h2>
            <ChangePasswordForm onSubmit={p.onChangePassword} submitting={p.changingPassword} error={p.passwordError}
              disabled={sitter} resetKey={p.passwordResetKey} />
          </section>
          <section className="ak-card ak-settings__card">
            <h2 className="ak-card__title">{t('settings.sitters')}</h2>
            <p className="ak-card__subtitle ak-settings__intro">{t('settings.sittersIntro')}</p>
            <SittersPanel sitters={a.sitters} onAdd={p.onAddSitter} onRemove={p.onRemoveSitter} adding={p.addingSitter}
              removingId={p.removingSitterId} error={p.sitterError} disabled={sitter} resetKey={p.sitterResetKey} />
            <h3 className="ak-settings__sub">{t('settings.sitting')}</h3>
            {a.sitting.length === 0
              ? <p className="ak-muted">{t('settings.sittingEmpty')}</p>
              : <ul className="ak-settings__plain">{a.sitting.map((s) => <li key={s.id}>{s.username}</li>)}</ul>}
          </section>
        </>
      )}
    </div>
  );
}
