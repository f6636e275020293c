import type { ProfileStatistics } from '../../../server/contract/profilePublic';
import { formatNumber } from '../../i18n/format';
import { Icon } from '../Icon';
import type { IconName } from '../iconNames';
import { useText, type TextFn } from '../text';
import './MedalIcon.css';

/** The kill/death ratio with two decimals ("2.35"); null (no losses yet) reads as the catalogue's text. */
export function formatRatio(t: TextFn, ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return t('medals.figures.noLosses');
  return new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.floor(ratio * 100) / 100);
}

interface Fact { key: string; icon: IconName; value: (s: ProfileStatistics) => string }

/** What a kingdom's or an Empire's statistics block shows, in this order. */
export const STATISTICS_FACTS: readonly Fact[] = [
  { key: 'pvp_att', icon: 'stat:attack', value: (s) => formatNumber(s.kills.pvp_att) },
  { key: 'pvp_def', icon: 'stat:defense', value: (s) => formatNumber(s.kills.pvp_def) },
  { key: 'pve_att', icon: 'ui:attack_alert', value: (s) => formatNumber(s.kills.pve_att) },
  { key: 'pve_def', icon: 'stat:shield', value: (s) => formatNumber(s.kills.pve_def) },
  { key: 'losses', icon: 'ui:army', value: (s) => formatNumber(s.losses) },
  { key: 'ratio', icon: 'ui:statistics', value: () => '' },
  { key: 'events', icon: 'ui:milestone', value: (s) => formatNumber(s.events) },
  { key: 'resources', icon: 'resource:all', value: (s) => formatNumber(s.resources) },
  { key: 'land', icon: 'ui:tile', value: (s) => formatNumber(s.land) },
  { key: 'villages', icon: 'ui:village', value: (s) => formatNumber(s.villages) },
  { key: 'population', icon: 'resource:population', value: (s) => formatNumber(s.population) },
];

/**
 * The statistics block of GET profiles/{id} and GET empires/{id} (kills as attacker and defender against
 * players and natives, the value of own units lost, the kill/death ratio, events completed, resources
 * won, land, villages, population); while undefined, a loading line.
 */
export function StatisticsFacts({ statistics, loading }: { statistics?: ProfileStatistics; loading?: boolean }) {
  const t = useText();
  if (loading || !statistics) {
    return (
      <p className="ak-medal-list__state ak-muted" role="status">
        <span className="ak-panel__skeleton" aria-hidden="true" />{t('medals.figures.loading')}
      </p>
    );
  }
  return (
    <dl className="ak-figures" data-testid="statistics-facts">
      {STATISTICS_FACTS.map((f) => (
        <div key={f.key} data-fact={f.key}>
          <dt><Icon name={f.icon} />{t(`medals.figures.${f.key}`)}</dt>
          <dd className={f.key === 'ratio' && statistics.kill_death_ratio === null ? 'ak-muted' : undefined}>
            {f.key === 'ratio' ? formatRatio(t, statistics.kill_death_ratio) : f.value(statistics)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
