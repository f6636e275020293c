import type { EmpireMember } from '../../api/empires';
import { Icon } from '../../panels/Icon';
import { useText } from '../../panels/text';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../i18n/format';
import type { MemberAction } from './empireRules';

export interface MembersTableProps {
  members: EmpireMember[];
  /** The viewer's kingdom, marked 'you'. */
  selfId?: number;
  /** The buttons of a row (none: the column stays empty). */
  actionsOf?: (m: EmpireMember) => MemberAction[];
  busy?: boolean;
  onPress?: (action: MemberAction, m: EmpireMember) => void;
}

/** The Empire's members: role (with its icon), kingdom linking to its profile, villages, population, joined, and the row's actions. */
export function MembersTable({ members, selfId, actionsOf, busy, onPress }: MembersTableProps) {
  const t = useText();
  const withActions = Boolean(actionsOf && members.some((m) => actionsOf(m).length > 0));
  return (
    <div className="ak-table-scroll">
      <table className="ak-vpage__table ak-empire__members" data-testid="empire-members">
        <thead>
          <tr>
            <th scope="col">{t('empire.home.kingdom')}</th>
            <th scope="col">{t('empire.home.role')}</th>
            <th scope="col">{t('empire.home.villages')}</th>
            <th scope="col">{t('empire.home.population')}</th>
            <th scope="col">{t('empire.home.joined')}</th>
            {withActions && <th scope="col"><span className="ak-visually-hidden">{t('empire.home.actions')}</span></th>}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.user_id} className={m.user_id === selfId ? 'is-current' : undefined} data-testid={`empire-member-${m.user_id}`}>
              <th scope="row">
                <Link to={`/profile/${m.user_id}`}>{m.username}</Link>
                {m.user_id === selfId && <span className="ak-empire__you"> ({t('empire.home.you')})</span>}
              </th>
              <td><span className={`ak-empire__role ak-empire__role--${m.role}`}><Icon name={`empire:${m.role}`} />{t(`empire.roles.${m.role}`)}</span></td>
              <td>{formatNumber(m.villages)}</td>
              <td>{formatNumber(m.population)}</td>
              <td>{formatDate(m.joined_at)}</td>
              {withActions && (
                <td className="ak-empire__actions-cell">
                  <div className="ak-empire__row-actions">
                  {actionsOf!(m).map((a) => (
                    <button key={a} type="button" className={`ak-btn ak-empire__btn${a === 'kick' || a === 'leave' || a === 'dissolve' ? ' ak-btn--danger' : ''}`}
                      disabled={busy} onClick={() => onPress?.(a, m)} aria-label={t(`empire.actions.${a}Of`, { name: m.username })}>
                      {t(`empire.actions.${a}`)}
                    </button>
                  ))}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
