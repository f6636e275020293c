import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESCRIPTION_MAX, PROFILE_FLAGS } from '../../../server/game/profile/rules';
import type { SaveProfileBody, UserSettingsBody } from '../../api/profiles';
import { Icon } from '../../panels/Icon';
import { FLAG_ICONS } from '../profile/profileActions';

export interface ProfileSettingsFormProps {
  /** The own id (the link to the own profile). */
  userId: number;
  /** The saved description and flags (GET profiles/{own id}); undefined while they load. */
  profile?: { description: string; flags: string[] };
  profileLoading?: boolean;
  profileLoadError?: string;
  /** GET user's email (absent for a sitter) and public flag. */
  email?: string;
  publicProfile: boolean;
  onSaveProfile: (v: SaveProfileBody) => void;
  onSaveSettings: (v: UserSettingsBody) => void;
  savingProfile?: boolean;
  savingSettings?: boolean;
  profileError?: string;
  settingsError?: string;
  /** A sitter reads the settings but cannot change them. */
  disabled?: boolean;
}

/** Characters as the server counts them (code points). */
const count = (s: string) => [...s].length;

/**
 * Settings' profile section (GAME.md section 9): the description with a character counter, the playstyle
 * flags, the email and the public profile flag. The fields start from the saved values and keep what the
 * player typed when a save is refused.
 */
export function ProfileSettingsForm(p: ProfileSettingsFormProps) {
  const { t } = useTranslation();
  return (
    <div className="ak-profile-settings">
      <p className="ak-card__subtitle ak-settings__intro">
        {t('settings.profileIntro')} <Link to={`/profile/${p.userId}`}>{t('settings.viewProfile')}</Link>
      </p>
      {p.disabled && <div className="ak-notice ak-notice--warn"><p>{t('settings.profileSitter')}</p></div>}
      {p.profileLoading && <p className="ak-muted" role="status">{t('settings.loading')}</p>}
      {!p.profileLoading && p.profileLoadError && <div className="ak-notice ak-notice--error" role="alert"><p>{p.profileLoadError}</p></div>}
      {p.profile && <DescriptionAndFlags key={`${p.profile.description}|${p.profile.flags.join(',')}`} {...p} profile={p.profile} />}
      <EmailAndVisibility key={`${p.email ?? ''}|${p.publicProfile}`} {...p} />
    </div>
  );
}

function DescriptionAndFlags(p: ProfileSettingsFormProps & { profile: { description: string; flags: string[] } }) {
  const { t } = useTranslation();
  const [description, setDescription] = useState(p.profile.description);
  const [flags, setFlags] = useState<string[]>(p.profile.flags);
  const n = count(description);
  const tooLong = n > DESCRIPTION_MAX;
  const toggle = (f: string) => setFlags((o) => (o.includes(f) ? o.filter((x) => x !== f) : PROFILE_FLAGS.filter((x) => x === f || o.includes(x))));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!tooLong) p.onSaveProfile({ flags, description });
  };
  return (
    <form className="ak-form ak-profile-settings__form" onSubmit={submit} noValidate aria-label={t('settings.profile')}>
      <div className="ak-field">
        <label className="ak-field__label" htmlFor="profile-description">{t('settings.description')}</label>
        <textarea id="profile-description" className="ak-input ak-profile-settings__description" name="description" rows={6} value={description} disabled={p.disabled}
          aria-describedby="profile-description-count" onChange={(e) => setDescription(e.target.value)} />
        <span id="profile-description-count" className={tooLong ? 'ak-profile-settings__count ak-profile-settings__count--over' : 'ak-profile-settings__count'}
          aria-live="polite">
          {t('settings.descriptionCount', { count: n, max: DESCRIPTION_MAX })}{tooLong && ` · ${t('settings.descriptionTooLong', { max: DESCRIPTION_MAX })}`}
        </span>
      </div>
      <fieldset className="ak-profile-settings__flags" disabled={p.disabled}>
        <legend className="ak-field__label">{t('settings.flags')}</legend>
        {PROFILE_FLAGS.map((f) => (
          <label key={f} className={flags.includes(f) ? 'ak-profile-settings__flag ak-profile-settings__flag--on' : 'ak-profile-settings__flag'}>
            <input type="checkbox" name="flags" value={f} checked={flags.includes(f)} disabled={p.disabled} onChange={() => toggle(f)} />
            <Icon name={FLAG_ICONS[f] ?? 'ui:unknown'} />{t(`profile.flagNames.${f}`)}
          </label>
        ))}
      </fieldset>
      {p.profileError && <div className="ak-notice ak-notice--error" role="alert"><p>{p.profileError}</p></div>}
      <div>
        <button type="submit" className="ak-btn ak-btn--primary" disabled={p.disabled || p.savingProfile || tooLong}>
          {p.savingProfile ? t('settings.saving') : t('settings.saveProfile')}
        </button>
      </div>
    </form>
  );
}

function EmailAndVisibility(p: ProfileSettingsFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(p.email ?? '');
  const [publicProfile, setPublicProfile] = useState(p.publicProfile);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Only a changed email is sent: the own address in the same spelling needs no uniqueness check.
    const body: UserSettingsBody = { publicProfile };
    if (p.email !== undefined && email.trim() !== p.email) body.email = email.trim();
    p.onSaveSettings(body);
  };
  return (
    <form className="ak-form ak-settings__form ak-profile-settings__form" onSubmit={submit} noValidate aria-label={t('settings.saveSettings')}>
      <label className="ak-check ak-profile-settings__public">
        <input type="checkbox" name="publicProfile" checked={publicProfile} disabled={p.disabled} onChange={(e) => setPublicProfile(e.target.checked)} />
        <span>{t('settings.publicProfile')}</span>
      </label>
      {p.email !== undefined && (
        <div className="ak-field">
          <label className="ak-field__label" htmlFor="profile-email">{t('settings.email')}</label>
          <input id="profile-email" className="ak-input" type="email" name="email" autoComplete="email" value={email} disabled={p.disabled}
            onChange={(e) => setEmail(e.target.value)} />
          <span className="ak-muted ak-profile-settings__count">{t('settings.emailHint')}</span>
        </div>
      )}
      {p.settingsError && <div className="ak-notice ak-notice--error" role="alert"><p>{p.settingsError}</p></div>}
      <div>
        <button type="submit" className="ak-btn ak-btn--primary" disabled={p.disabled || p.savingSettings}>
          {p.savingSettings ? t('settings.saving') : t('settings.saveSettings')}
        </button>
      </div>
    </form>
  );
}
