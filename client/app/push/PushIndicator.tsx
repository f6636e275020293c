import { useTranslation } from 'react-i18next';
import type { PushStatus } from './status';
import './push.css';

/**
 * The top bar's live mark (issue 18): a small green dot while the push connection is live; amber with
 * 'Reconnecting…' (on wide screens) while it is not, when the page falls back to checking every 30 s.
 * The dot's meaning is in its title and, for screen readers, its text.
 */
export function PushIndicator({ status }: { status: PushStatus }) {
  const { t } = useTranslation();
  const title = t(status === 'live' ? 'push.status.liveTitle' : 'push.status.offlineTitle');
  return (
    <span className={`ak-push ak-push--${status}`} title={title} data-push-status={status}>
      <span className="ak-push__dot" aria-hidden="true" />
      <span className={status === 'live' ? 'ak-visually-hidden' : 'ak-push__label'}>{t(`push.status.${status}`)}</span>
    </span>
  );
}
