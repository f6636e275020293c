import { Link } from 'react-router';
import type { VillageListItem } from '../../server/contract';
import { Icon } from './Icon';
import { iconFor } from './iconNames';
import { PanelFrame, type PanelStatusProps } from './PanelFrame';
import { formatCoords } from '../i18n/format';
import { useText, type TextFn } from './text';
import './KingdomList.css';

export interface KingdomListProps extends PanelStatusProps {
  villages: VillageListItem[];
  objectives: VillageListItem[];
  currentVillageId?: number;
  onSelectVillage: (id: number) => void;
}

/** An objective's label comes from its type (landmark, monument, artifact), its name as a fallback. */
function objectiveLabel(t: TextFn, o: VillageListItem): string {
  const known = ['landmark', 'monument', 'monument_site', 'artifact'];
  return known.includes(o.type) ? t(`panels.kingdomList.objectiveType.${o.type}`) : o.name;
}

function AttackMark({ count, t }: { count: number; t: TextFn }) {
  if (count <= 0) return null;
  const label = t('panels.kingdomList.incoming', { count });
  return (
    <span className="ak-klist__alert" title={label}>
      <Icon name="ui:attack_alert" title={label} />
    </span>
  );
}

/** The left sidebar's list of objectives and villages, with prev/next village navigation. */
export function KingdomList({ villages, objectives, currentVillageId, onSelectVillage, loading, error, onRetry }: KingdomListProps) {
  const t = useText();
  const index = villages.findIndex((v) => v.id === currentVillageId);
  const step = (d: number) => {
    if (villages.length < 2) return;
    const next = villages[((index < 0 ? 0 : index) + d + villages.length) % villages.length];
    onSelectVillage(next.id);
  };
  const nav = villages.length > 1 && (
    <>
      <button type="button" className="ak-button ak-button--small ak-button--icon" onClick={() => step(-1)} aria-label={t('panels.kingdomList.previous')}>‹</button>
      <button type="button" className="ak-button ak-button--small ak-button--icon" onClick={() => step(1)} aria-label={t('panels.kingdomList.next')}>›</button>
    </>
  );
  return (
    <PanelFrame
      className="ak-klist"
      title={<><Icon name="ui:kingdom" />{t('panels.kingdomList.title')}</>}
      actions={!loading && !error ? nav : undefined}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={villages.length === 0 && objectives.length === 0 ? t('panels.kingdomList.empty') : null}
      aria-label={t('panels.kingdomList.title')}
    >
      {objectives.length > 0 && (
        <div className="ak-klist__group">
          <h3 className="ak-klist__heading">{t('panels.kingdomList.objectives')}</h3>
          <ul className="ak-klist__list">
            {objectives.map((o) => (
              <li key={`o${o.id}`}>
                <Link className="ak-klist__item" to={`/objective/${o.id}`}>
                  <Icon name={iconFor('tile', o.type === 'monument_site' ? 'monument' : o.type)} />
                  <span className="ak-klist__name">{objectiveLabel(t, o)}</span>{' '}
                  <span className="ak-klist__coords">{formatCoords(o.x, o.y)}</span>{' '}
                  <AttackMark count={o.incomings} t={t} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="ak-klist__group">
        <h3 className="ak-klist__heading">{t('panels.kingdomList.villages')}</h3>
        {villages.length === 0 ? (
          <p className="ak-klist__none">{t('panels.kingdomList.noVillages')}</p>
        ) : (
          <ul className="ak-klist__list">
            {villages.map((v) => {
              const current = v.id === currentVillageId;
              return (
                <li key={`v${v.id}`}>
                  <button
                    type="button"
                    className={['ak-klist__item', current ? 'is-current' : ''].filter(Boolean).join(' ')}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onSelectVillage(v.id)}
                  >
                    <Icon name="ui:village" />
                    <span className="ak-klist__name">{v.name}</span>{' '}
                    <span className="ak-klist__coords">{formatCoords(v.x, v.y)}</span>{' '}
                    <AttackMark count={v.incomings} t={t} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </PanelFrame>
  );
}
