import type { EmpireProfile } from '../../api/empires';
import { Icon } from '../../panels/Icon';
import { useText } from '../../panels/text';
import { formatNumber } from '../../i18n/format';
import { ProgressBar } from '../../panels/ProgressBar';

/**
 * The statistics tab until the statistics issue brings rankings: the members' own figures (villages,
 * population) from GET empires/{id}, with their sums, and a plain note that rankings come later.
 */
export function EmpireStatisticsPanel({ data }: { data: EmpireProfile }) {
  const t = useText();
  const members = [...data.members].sort((a, b) => b.population - a.population || a.username.localeCompare(b.username));
  const villages = members.reduce((s, m) => s + m.villages, 0);
  return (
    <section className="ak-vpage__section" aria-label={t('empire.statistics.title')} data-testid="empire-statistics">
      <h2><Icon name="ui:statistics" />{t('empire.statistics.title')}</h2>
      <p className="ak-vpage__note ak-empire__pending" data-testid="empire-rankings-later">{t('empire.statistics.rankingsLater')}</p>
      <div className="ak-table-scroll">
        <table className="ak-vpage__table">
          <thead>
            <tr>
              <th scope="col">{t('empire.home.kingdom')}</th>
              <th scope="col">{t('empire.home.villages')}</th>
              <th scope="col">{t('empire.home.population')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.user_id}>
                <th scope="row"><Icon name={`empire:${m.role}`} />{m.username}</th>
                <td>{formatNumber(m.villages)}</td>
                <td>{formatNumber(m.population)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('empire.statistics.total')}</th>
              <td>{formatNumber(villages)}</td>
              <td>{formatNumber(data.empire.population)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

const PRESTIGE_ROWS = [
  { type: 'landmark', icon: 'empire:landmark_vp_gained' },
  { type: 'monument', icon: 'empire:monument_vp_gained' },
  { type: 'artifact', icon: 'empire:artifact_vp_gained' },
  { type: 'vps', icon: 'empire:milestone_vp_gained' },
] as const;

/**
 * The victory points tab: the Empire's prestige by kind (GET empires/{id}'s prestige_by_type) and how far it
 * is from the prestige that wins the world (GET /api's victoryPoints, when read); an honest empty state
 * while it has none.
 */
export function EmpireVictoryPanel({ data, victoryPoints }: { data: EmpireProfile; victoryPoints?: number }) {
  const t = useText();
  const { prestige, prestige_by_type: byType } = data.empire;
  return (
    <section className="ak-vpage__section" aria-label={t('empire.victory.title')} data-testid="empire-victory">
      <h2><Icon name="ui:milestone" />{t('empire.victory.title')}</h2>
      <dl className="ak-vpage__facts">
        <div><dt><Icon name="ui:milestone" />{t('empire.home.prestige')}</dt><dd data-testid="empire-prestige">{formatNumber(prestige)}</dd></div>
        {victoryPoints !== undefined && (
          <div><dt><Icon name="ui:finished" />{t('empire.victory.needed')}</dt><dd data-testid="empire-victory-points">{formatNumber(victoryPoints)}</dd></div>
        )}
      </dl>
      {victoryPoints !== undefined && (
        <ProgressBar value={prestige} max={victoryPoints} label={t('empire.victory.progress')} detail="fraction" />
      )}
      {prestige === 0
        ? <div className="ak-panel__state ak-panel__state--empty">{t('empire.victory.empty')}</div>
        : (
          <div className="ak-table-scroll">
            <table className="ak-vpage__table" data-testid="empire-prestige-by-type">
              <thead>
                <tr>
                  <th scope="col">{t('empire.victory.source')}</th>
                  <th scope="col">{t('empire.home.prestige')}</th>
                </tr>
              </thead>
              <tbody>
                {PRESTIGE_ROWS.map((r) => (
                  <tr key={r.type}>
                    <th scope="row"><Icon name={r.icon} />{t(`empire.victory.types.${r.type}`)}</th>
                    <td>{formatNumber(byType[r.type])}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('empire.statistics.total')}</th>
                  <td>{formatNumber(prestige)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      <p className="ak-vpage__note">{t('empire.victory.how')}</p>
    </section>
  );
}
