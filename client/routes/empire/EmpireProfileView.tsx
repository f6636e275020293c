import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useProfile } from '../../app/state';
import * as empires from '../../api/empires';
import { ApiError } from '../../api/http';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { useText } from '../../panels/text';
import { formatDate, formatNumber } from '../../i18n/format';
import { EmpireRanksPanel } from './EmpireFiguresPanels';
import { MembersTable } from './MembersTable';
import '../village/village.css';
import './empire.css';

/**
 * /empire/{id}: an Empire's public profile (name, abbreviation, description, figures, its ranks with a link
 * to the Empire rankings, medals and statistics, members with their roles). Inviting a kingdom is done from that kingdom's profile or the management tab, not here; the
 * viewer's own Empire links to its page.
 */
export function EmpireProfileView({ id }: { id: number }) {
  const t = useText();
  const { profile } = useProfile();
  const q = useQuery({ queryKey: empires.empireQueryKey.empire(id), queryFn: () => empires.getEmpire(id) });
  const missing = q.error instanceof ApiError && q.error.status === 404;
  const own = profile?.profile.empire === id;
  return (
    <div className="ak-vpage ak-empire">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{t('empire.profile.kicker')}</p>
        <h1 className="ak-vpage__title">{q.data ? `${q.data.empire.name} [${q.data.empire.name_short}]` : t('empire.profile.title')}</h1>
      </header>
      {!q.data ? (
        <PanelFrame title={t('empire.profile.title')} loading={q.isPending} error={missing ? t('empire.profile.missing') : q.error ? t('empire.loadError') : null}
          onRetry={missing ? undefined : () => void q.refetch()} />
      ) : (
        <>
          <section className="ak-vpage__section" aria-label={q.data.empire.name} data-testid="empire-profile">
            <h2><Icon name="ui:empire" />{q.data.empire.name} <span className="ak-empire__short">[{q.data.empire.name_short}]</span></h2>
            <dl className="ak-vpage__facts">
              <div><dt><Icon name="ui:member" />{t('empire.home.members')}</dt><dd>{t('empire.home.memberCount', { count: q.data.empire.member_count, cap: q.data.empire.member_cap })}</dd></div>
              <div><dt><Icon name="resource:population" />{t('empire.home.population')}</dt><dd>{formatNumber(q.data.empire.population)}</dd></div>
              <div><dt><Icon name="ui:milestone" />{t('empire.home.prestige')}</dt><dd>{formatNumber(q.data.empire.prestige)}</dd></div>
              <div><dt><Icon name="ui:clock" />{t('empire.home.founded')}</dt><dd>{formatDate(q.data.empire.founded)}</dd></div>
            </dl>
            {q.data.empire.description.trim()
              ? <p className="ak-empire__description">{q.data.empire.description}</p>
              : <p className="ak-vpage__empty">{t('empire.home.noDescription')}</p>}
            {own && <Link className="ak-btn" to="/empire">{t('empire.profile.toOwn')}</Link>}
          </section>
          <EmpireRanksPanel data={q.data} />
          <section className="ak-vpage__section" aria-label={t('empire.home.members')}>
            <h2><Icon name="ui:member" />{t('empire.home.members')}</h2>
            <MembersTable members={q.data.members} selfId={profile?.profile.id} />
          </section>
        </>
      )}
    </div>
  );
}
