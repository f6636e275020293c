import { useQuery } from '@tanstack/react-query';
import type { ResourcesResponse } from '../../../server/contract';
import { buildingsQueryKey, getResources } from '../../api/buildings';
import { Icon } from '../../panels/Icon';
import { iconFor, type IconName } from '../../panels/iconNames';
import { formatCoords, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';

const RES = ['wood', 'stone', 'iron', 'food'] as const;
type Source = ResourcesResponse['resources']['wood']['base_sources'][number];

function sourceIcon(s: Source): IconName {
  if (s.source === 'building') return iconFor('building', s.key);
  if (s.source === 'tile') return iconFor('tile', s.key);
  return 'ui:village';
}

/**
 * Where each resource comes from, by source (GET /buildings/village/{id}/resources): the village's own
 * base, each building, each claimed tile's bonus. Refetched whenever the village is reloaded (its
 * `computed_at` is part of the key).
 */
export function ResourceSources({ villageId, computedAt }: { villageId: number; computedAt: string }) {
  const t = useText();
  const query = useQuery({
    queryKey: [...buildingsQueryKey.resources(villageId), computedAt],
    queryFn: () => getResources(villageId),
    staleTime: Infinity,
    meta: { silent: true },
  });
  if (query.isError) return <p className="ak-vpage__note">{t('villageEconomy.sourcesError')}</p>;
  if (!query.data) return <p className="ak-vpage__note" role="status">{t('panels.common.loading')}</p>;
  const sourceName = (s: Source) => (s.source === 'building' ? t(`panels.names.building.${s.key}`)
    : s.source === 'tile' ? `${t(`tiles.${s.key}`)} ${s.x !== undefined && s.y !== undefined ? formatCoords(s.x, s.y) : ''}`.trim()
      : t('villageEconomy.villageBase'));
  return (
    <ul className="ak-sources" aria-label={t('villageEconomy.sources')}>
      {RES.map((r) => {
        const b = query.data.resources[r];
        return (
          <li key={r} className="ak-sources__card">
            <h3><Icon name={`resource:${r}`} />{t(`resources.${r}`)}</h3>
            <ul>
              {b.base_sources.map((s) => (
                <li key={`b-${s.source}-${s.key}`}><Icon name={sourceIcon(s)} /><span>{sourceName(s)}</span>
                  <span className="ak-sources__amount">+{formatNumber(s.amount)}{t('panels.common.perHour')}</span></li>
              ))}
              {b.improvement_sources.map((s) => (
                <li key={`i-${s.source}-${s.key}-${s.x ?? ''}-${s.y ?? ''}`}><Icon name={sourceIcon(s)} /><span>{sourceName(s)}</span>
                  <span className="ak-sources__amount is-bonus">+{Math.round(s.amount * 1000) / 10}%</span></li>
              ))}
              {b.deductions && (
                <li><Icon name="resource:population" /><span>{t('villageEconomy.eaten')}</span>
                  <span className="ak-sources__amount is-minus">-{formatNumber(b.deductions.population + b.deductions.consumption)}{t('panels.common.perHour')}</span></li>
              )}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
