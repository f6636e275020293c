import { useState } from 'react';
import type { EmpireInvite } from '../../api/empires';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { useText } from '../../panels/text';
import { formatDate } from '../../i18n/format';

export interface UserInvitesPanelProps {
  /** GET empires/invites/user's open invitations: undefined while loading. */
  invites?: EmpireInvite[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Absent for a sitter or a finished world: the invitations are listed without buttons. */
  onAccept?: (invite: EmpireInvite) => Promise<unknown>;
  onDecline?: (invite: EmpireInvite) => Promise<unknown>;
  /** Stories: the joining confirmation open for this invite. */
  confirming?: number;
}

/**
 * The kingdom's open invitations (home tab without an Empire): which Empire, who invited and when; accept
 * (behind a confirmation: joining is a commitment) or decline.
 */
export function UserInvitesPanel(p: UserInvitesPanelProps) {
  const t = useText();
  const [confirm, setConfirm] = useState<EmpireInvite | undefined>(() => p.invites?.find((i) => i.id === p.confirming));
  const [busy, setBusy] = useState<number | undefined>();
  const title = <><Icon name="ui:invites" />{t('empire.invites.title')}</>;
  if (p.loading || p.error || !p.invites) {
    return <PanelFrame title={title} loading={p.loading || (!p.error && !p.invites)} error={p.error} onRetry={p.onRetry} />;
  }
  const run = async (id: number, action: () => Promise<unknown>) => {
    setBusy(id);
    try { await action(); } finally { setBusy(undefined); }
  };
  return (
    <PanelFrame title={title} empty={p.invites.length === 0 ? t('empire.invites.empty') : null} aria-label={t('empire.invites.title')}>
      <ul className="ak-empire__list" data-testid="empire-user-invites">
        {p.invites.map((i) => (
          <li key={i.id} className="ak-empire__row">
            <span className="ak-empire__who">
              {/* One line for the name and abbreviation: the column's flex items would stack them. */}
              <span><strong>{i.empire.name}</strong> <span className="ak-empire__short">[{i.empire.name_short}]</span></span>
              <span className="ak-empire__meta">
                {i.invited_by ? t('empire.invites.invitedBy', { name: i.invited_by.username }) : null} {t('empire.invites.since', { date: formatDate(i.created_at) })}
              </span>
            </span>
            {p.onAccept && p.onDecline && (
              <span className="ak-empire__actions">
                <button type="button" className="ak-btn ak-btn--primary" disabled={busy !== undefined} onClick={() => setConfirm(i)}>
                  {t('empire.invites.accept')}
                </button>
                <button type="button" className="ak-btn" disabled={busy !== undefined} onClick={() => void run(i.id, () => p.onDecline!(i))}>
                  {t('empire.invites.decline')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog open={confirm !== undefined} icon="empire:member_joined"
        title={t('empire.invites.confirmTitle', { name: confirm?.empire.name ?? '' })}
        message={t('empire.invites.confirmMessage', { name: confirm?.empire.name ?? '', short: confirm?.empire.name_short ?? '' })}
        irreversible={t('empire.invites.confirmIrreversible')}
        confirmLabel={t('empire.invites.confirmLabel', { name: confirm?.empire.name ?? '' })}
        onCancel={() => setConfirm(undefined)}
        onConfirm={() => { const i = confirm!; setConfirm(undefined); void run(i.id, () => p.onAccept!(i)); }} />
    </PanelFrame>
  );
}
