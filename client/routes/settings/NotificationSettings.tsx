import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFIABLE_PUSH_TYPES } from '../../../server/contract/push';
import { requestNotificationPermission, useNotificationPermission, type NotificationPermissionState } from '../../app/notifications/permission';
import { useNotificationSwitches, type NotifiableType, type NotificationSwitches } from '../../app/notifications/settings';
import '../../app/ui.css';
import './settings.css';

export interface NotificationSettingsViewProps {
  permission: NotificationPermissionState;
  switches: NotificationSwitches;
  onAllow: () => void;
  onToggle: (type: NotifiableType, on: boolean) => void;
  /** The browser's permission prompt is open. */
  asking?: boolean;
}

const TONE: Record<NotificationPermissionState, string> = {
  unsupported: 'ak-notice--warn', default: '', granted: 'ak-notice--ok', denied: 'ak-notice--error',
};

/** The browser's permission state, the button that asks for it, and one switch per notifiable event type. */
export function NotificationSettingsView({ permission, switches, onAllow, onToggle, asking }: NotificationSettingsViewProps) {
  const { t } = useTranslation();
  const unsupported = permission === 'unsupported';
  return (
    <div className="ak-notify">
      <p className="ak-card__subtitle ak-settings__intro">{t('notifications.settings.intro')}</p>
      <div className={`ak-notice ${TONE[permission]} ak-notify__permission`} role="status" data-permission={permission}>
        <p>{t(`notifications.settings.permission.${permission}`)}</p>
        {permission === 'denied' && <p>{t('notifications.settings.unblock')}</p>}
      </div>
      {permission === 'default' && (
        <button type="button" className="ak-btn ak-btn--primary ak-notify__allow" onClick={onAllow} disabled={asking}>
          {asking ? t('notifications.settings.asking') : t('notifications.settings.allow')}
        </button>
      )}
      <h3 className="ak-settings__sub">{t('notifications.settings.switchesTitle')}</h3>
      {(permission === 'default' || permission === 'denied') && <p className="ak-muted ak-notify__inactive">{t('notifications.settings.switchesInactive')}</p>}
      <ul className="ak-notify__switches">
        {NOTIFIABLE_PUSH_TYPES.map((type) => {
          const on = switches[type];
          return (
            <li key={type}>
              <button type="button" role="switch" aria-checked={on} disabled={unsupported} data-type={type}
                className={`ak-switch${on ? ' ak-switch--on' : ''}`} onClick={() => onToggle(type, !on)}>
                <span className="ak-switch__label">{t(`notifications.settings.types.${type}`)}</span>
                <span className="ak-switch__state" aria-hidden="true">{on ? t('notifications.settings.on') : t('notifications.settings.off')}</span>
                <span className="ak-switch__track" aria-hidden="true"><span className="ak-switch__thumb" /></span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The settings page's notifications section, on this browser's permission and stored switches. */
export function NotificationSettings() {
  const permission = useNotificationPermission();
  const [switches, setSwitch] = useNotificationSwitches();
  const [asking, setAsking] = useState(false);
  const allow = () => {
    // Called synchronously from the click: browsers only prompt inside a user gesture.
    setAsking(true);
    void requestNotificationPermission().then(() => setAsking(false));
  };
  return <NotificationSettingsView permission={permission} switches={switches} onAllow={allow} onToggle={setSwitch} asking={asking} />;
}
