import { useEffect, useState } from 'react';
import type { EmpireInvite } from '../../api/empires';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { useText } from '../../panels/text';
import { formatDate } from '../../i18n/format';
import { kingdomIdOf } from './empireRules';

export interface ManagementPanelProps {
  /** GET empires/invites/: the Empire's open invitations; undefined while loading. */
  invites?: EmpireInvite[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Emperor and officers (not a sitter): invite and revoke. Absent: the list is read-only. */
  onInvite?: (userId: number) => Promise<boolean>;
  onRevoke?: (invite: EmpireInvite) => Promise<unknown>;
  /** A kingdom named by the address (/empire/management?invite=42, from a profile link). */
  initialKingdom?: string;
  /** Stories: the revoke confirmation open for this invite. */
  confirming?: number;
  /** The typed kingdom id changed (undefined: nothing usable typed): the page looks the kingdom up. */
  onKingdom?: (userId: number | undefined) => void;
  /** Who the typed id is (GET profiles/{id}): its name and Empire, 'loading' or 'missing'. */
  kingdom?: KingdomPreview;
}

export type KingdomPreview = 'loading' | 'missing' | { username: string; empire: string | null };

/**
 * The management tab: invite a kingdom (by its id or its profile link: there is no search by name yet)
 * and the Empire's open invitations with who sent them, each revocable behind a confirmation.
 */
export function ManagementPanel(p: ManagementPanelProps) {
  const t = useText();
  const [text, setText] = useState(p.initialKingdom ?? '');
  const [touched, setTouched] = useState(Boolean(p.initialKingdom));
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<EmpireInvite | undefined>(() => p.invites?.find((i) => i.id === p.confirming));
  const id = kingdomIdOf(text);
  const { onKingdom } = p;
  useEffect(() => { onKingdom?.(id); }, [id, onKingdom]);
  const invite = async () => {
    setTouched(true);
    if (id === undefined || !p.onInvite) return;
    setBusy(true);
    try { if (await p.onInvite(id)) { setText(''); setTouched(false); } } finally { setBusy(false); }
  };
  const title = <><Icon name="ui:invites" />{t('empire.management.invites')}</>;
  return (
    <>
      {p.onInvite ? (
        <section className="ak-vpage__section" aria-label={t('empire.management.title')} data-testid="empire-invite-form">
          <h2><Icon name="empire:member_joined" />{t('empire.management.title')}</h2>
          <p className="ak-vpage__note">{t('empire.management.intro')}</p>
          <form className="ak-empire__invite-form" noValidate onSubmit={(e) => { e.preventDefault(); void invite(); }}>
            <div className="ak-field">
              <label className="ak-field__label" htmlFor="empire-invite-kingdom">{t('empire.management.kingdom')}</label>
              <input id="empire-invite-kingdom" className="ak-input" value={text} inputMode="text" autoComplete="off"
                aria-invalid={touched && id === undefined} onChange={(e) => { setText(e.target.value); setTouched(true); }} />
              {touched && text.trim() !== '' && id === undefined && <span className="ak-empire__problem" role="alert">{t('empire.management.badKingdom')}</span>}
              {id !== undefined && p.kingdom && <KingdomLine kingdom={p.kingdom} />}
            </div>
            <button type="submit" className="ak-btn ak-btn--primary" disabled={busy || id === undefined || p.kingdom === 'missing'}>{t('empire.management.invite')}</button>
          </form>
        </section>
      ) : (
        <p className="ak-vpage__note" data-testid="empire-invite-not-allowed">{t('empire.management.notAllowed')}</p>
      )}
      {p.loading || p.error || !p.invites ? (
        <PanelFrame title={title} loading={p.loading || (!p.error && !p.invites)} error={p.error} onRetry={p.onRetry} />
      ) : (
        <PanelFrame title={title} empty={p.invites.length === 0 ? t('empire.management.noInvites') : null} aria-label={t('empire.management.invites')}>
          <ul className="ak-empire__list" data-testid="empire-open-invites">
            {p.invites.map((i) => (
              <li key={i.id} className="ak-empire__row">
                <span className="ak-empire__who">
                  <strong>{i.user.username}</strong>
                  <span className="ak-empire__meta">
                    {i.invited_by ? t('empire.invites.invitedBy', { name: i.invited_by.username }) : null} {t('empire.invites.since', { date: formatDate(i.created_at) })}
                  </span>
                </span>
                {p.onRevoke && (
                  <span className="ak-empire__actions">
                    <button type="button" className="ak-btn ak-btn--danger" disabled={busy} onClick={() => setConfirm(i)}
                      aria-label={t('empire.management.revokeOf', { name: i.user.username })}>{t('empire.management.revoke')}</button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </PanelFrame>
      )}
      <ConfirmDialog open={confirm !== undefined} icon="ui:invites"
        title={t('empire.management.revokeTitle', { name: confirm?.user.username ?? '' })}
        irreversible={t('empire.management.revokeIrreversible', { name: confirm?.user.username ?? '' })}
        confirmLabel={t('empire.management.revoke')}
        onCancel={() => setConfirm(undefined)}
        onConfirm={async () => {
          const i = confirm!;
          setConfirm(undefined);
          setBusy(true);
          try { await p.onRevoke?.(i); } finally { setBusy(false); }
        }} />
    </>
  );
}

/** The typed kingdom as the server knows it, so the Emperor sees whom they invite. */
function KingdomLine({ kingdom }: { kingdom: KingdomPreview }) {
  const t = useText();
  if (kingdom === 'loading') return <span className="ak-field__hint">{t('panels.common.loading')}</span>;
  if (kingdom === 'missing') return <span className="ak-empire__problem" role="alert">{t('empire.management.noKingdom')}</span>;
  return (
    <span className="ak-field__hint" data-testid="empire-invite-kingdom">
      <strong>{kingdom.username}</strong>{' '}
      {kingdom.empire ? t('empire.management.inEmpire', { name: kingdom.empire }) : t('empire.management.noEmpire')}
    </span>
  );
}
