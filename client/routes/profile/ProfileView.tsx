import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicProfile } from '../../api/profiles';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { useText } from '../../panels/text';
import { formatNumber } from '../../i18n/format';
import { MedalList, StatisticsFacts } from '../../panels/medals';
import { FLAG_ICONS, profileActions } from './profileActions';
import '../../app/ui.css';
import './profile.css';

export interface ProfileViewProps {
  /** GET profiles/{id}; undefined while loading or when it failed. */
  data?: PublicProfile;
  loading?: boolean;
  /** The read failed (not a 404): the text to show, with a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** The server answered 404: there is no such player. */
  notFound?: boolean;
  /** Invites this kingdom into the viewer's Empire; absent when the viewer may not. */
  onInvite?: () => void;
  /** Removes this kingdom from the viewer's Empire (after the confirmation). */
  onKick?: () => void;
  busy?: 'invite' | 'kick';
}

/**
 * /profile/{id}: a kingdom's rank (null: not ranked yet, until the next refresh; a link to the rankings),
 * flags, medals (newest first, from the sprite sheet), statistics, Empire, villages and description (GAME.md
 * sections 9 and 10). A private profile shows only the name, rank and Empire; the own profile links to the settings.
 */
export function ProfileView({ data, loading, error, onRetry, notFound, onInvite, onKick, busy }: ProfileViewProps) {
  const t = useText();
  const [confirmKick, setConfirmKick] = useState(false);
  const p = data?.profile;
  const allowed = data ? profileActions(data) : { invite: false, kick: false };
  const shown = p !== undefined && p.description !== undefined;
  return (
    <div className="ak-profile">
      <PanelFrame className="ak-profile__panel" loading={loading} error={notFound ? null : error} onRetry={onRetry}
        title={<><Icon name="ui:kingdom" />{p ? p.username : t('profile.title')}</>} aria-label={t('profile.title')}>
        {notFound && (
          <div className="ak-panel__state ak-panel__state--empty" data-testid="profile-missing">
            <p>{t('profile.missing')}</p>
            <Link to="/statistics">{t('profile.toStatistics')}</Link>
          </div>
        )}
        {p && data && (
          <>
            <dl className="ak-profile__facts">
              <div>
                <dt>{t('profile.rank')}</dt>
                <dd data-testid="profile-rank">
                  {p.rank === null
                    ? <span className="ak-muted" title={t('profile.notRankedHint')}>{t('profile.notRanked')}</span>
                    : t('profile.rankValue', { rank: formatNumber(p.rank) })}
                  <Link className="ak-profile__rankings" to="/statistics" data-testid="profile-rankings">{t('profile.toRankings')}</Link>
                </dd>
              </div>
              <div>
                <dt>{t('profile.empire')}</dt>
                <dd>
                  {p.empire
                    ? <Link to={`/empire/${p.empire.id}`}>{t('profile.empireName', { name: p.empire.name, short: p.empire.short })}</Link>
                    : <span className="ak-muted">{t('profile.noEmpire')}</span>}
                  {p.empire && <span className="ak-profile__role"> · {t(`profile.roles.${p.empire.role}`)}</span>}
                </dd>
              </div>
            </dl>
            <div className="ak-profile__actions">
              {p.own
                ? <Link className="ak-btn" to="/settings"><Icon name="ui:edit" />{t('profile.editInSettings')}</Link>
                : <Link className="ak-btn" to={`/messages?to=${p.id}`}><Icon name="ui:messages" />{t('profile.sendMessage')}</Link>}
              {allowed.invite && onInvite && (
                <button type="button" className="ak-btn ak-btn--primary" disabled={busy !== undefined} onClick={onInvite}>
                  <Icon name="ui:invites" />{t('profile.invite')}
                </button>
              )}
              {allowed.kick && onKick && (
                <button type="button" className="ak-btn ak-btn--danger" disabled={busy !== undefined} onClick={() => setConfirmKick(true)}>
                  {t('profile.kick')}
                </button>
              )}
            </div>
            {!shown && (
              <div className="ak-notice ak-notice--warn" data-testid="profile-private"><p>{t('profile.private')}</p></div>
            )}
            {shown && (
              <>
                {p.own && !p.public && <div className="ak-notice"><p>{t('profile.ownPrivate')}</p></div>}
                <section className="ak-profile__section" aria-label={t('profile.flags')}>
                  <h3>{t('profile.flags')}</h3>
                  {p.flags && p.flags.length > 0 ? (
                    <ul className="ak-profile__flags">
                      {p.flags.map((f) => (
                        <li key={f} className="ak-profile__flag"><Icon name={FLAG_ICONS[f] ?? 'ui:unknown'} />{t(`profile.flagNames.${f}`)}</li>
                      ))}
                    </ul>
                  ) : <p className="ak-muted">{t('profile.noFlags')}</p>}
                </section>
                <section className="ak-profile__section" aria-label={t('profile.medals')} data-testid="profile-medals">
                  <h3>{t('profile.medals')}</h3>
                  <MedalList medals={p.medals ?? []} emptyText={t('profile.noMedals')} size={32} />
                </section>
                {p.statistics && (
                  <section className="ak-profile__section" aria-label={t('profile.statistics')} data-testid="profile-statistics">
                    <h3>{t('profile.statistics')}</h3>
                    <StatisticsFacts statistics={p.statistics} />
                    <p className="ak-profile__note ak-muted">{t('profile.statisticsKingdom')}</p>
                  </section>
                )}
                <section className="ak-profile__section" aria-label={t('profile.villages')}>
                  <h3>{t('profile.villages')}</h3>
                  {p.villages && p.villages.length > 0 ? (
                    <table className="ak-profile__villages">
                      <thead><tr><th scope="col">{t('profile.village')}</th><th scope="col">{t('profile.coordinates')}</th><th scope="col">{t('profile.population')}</th></tr></thead>
                      <tbody>
                        {p.villages.map((v) => (
                          <tr key={v.id}>
                            <th scope="row"><Link to={`/map?x=${v.x}&y=${v.y}`}>{v.name}</Link></th>
                            <td>({v.x}|{v.y})</td>
                            <td>{formatNumber(v.population)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  ) : <p className="ak-muted">{t('profile.noVillages')}</p>}
                </section>
                <section className="ak-profile__section" aria-label={t('profile.description')}>
                  <h3>{t('profile.description')}</h3>
                  {p.description ? <p className="ak-profile__description">{p.description}</p> : <p className="ak-muted">{t('profile.noDescription')}</p>}
                </section>
              </>
            )}
          </>
        )}
      </PanelFrame>
      {p && (
        <ConfirmDialog open={confirmKick} title={t('profile.kickTitle', { username: p.username })}
          irreversible={t('profile.kickIrreversible')} confirmLabel={t('profile.kickConfirm', { username: p.username })}
          onCancel={() => setConfirmKick(false)} onConfirm={() => { setConfirmKick(false); onKick?.(); }} />
      )}
    </div>
  );
}
