import { NavLink, useLocation } from 'react-router';
import { Icon } from './Icon';
import type { UiKey } from './iconNames';
import { formatCounter } from '../i18n/format';
import { useText } from './text';
import './TopMenu.css';

export interface TopMenuProps {
  /** Unread reports and messages (profile.reports, profile.messages). */
  reports: number;
  messages: number;
  /** The current village's coordinates: the map opens centred on them. */
  mapCoords?: { x: number; y: number };
}

interface Entry { key: 'kingdom' | 'map' | 'statistics' | 'reports' | 'messages'; to: string; icon: UiKey; count?: number }

/** The main navigation: kingdom, map, statistics, reports, messages, with unread counters (99+ from 100). */
export function TopMenu({ reports, messages, mapCoords }: TopMenuProps) {
  const t = useText();
  const { pathname } = useLocation();
  const entries: Entry[] = [
    { key: 'kingdom', to: '/', icon: 'kingdom' },
    { key: 'map', to: mapCoords ? `/map?x=${mapCoords.x}&y=${mapCoords.y}` : '/map', icon: 'map' },
    { key: 'statistics', to: '/statistics', icon: 'statistics' },
    { key: 'reports', to: '/reports', icon: 'reports', count: reports },
    { key: 'messages', to: '/messages', icon: 'messages', count: messages },
  ];
  return (
    <nav className="ak-topmenu" aria-label={t('panels.topMenu.label')}>
      <ul className="ak-topmenu__list">
        {entries.map((e) => {
          const label = t(`panels.topMenu.${e.key}`);
          const unread = e.count && e.count > 0 ? t('panels.topMenu.unread', { count: e.count }) : '';
          return (
            <li key={e.key}>
              <NavLink
                to={e.to}
                end={e.key === 'kingdom'}
                aria-label={unread ? `${label}, ${unread}` : label}
                className={({ isActive }) =>
                  ['ak-topmenu__link', isActive || (e.key === 'kingdom' && pathname.startsWith('/kingdom')) ? 'is-active' : ''].filter(Boolean).join(' ')}
              >
                <span className="ak-topmenu__icon"><Icon name={`ui:${e.icon}`} /></span>
                <span className="ak-topmenu__text">{label}</span>
                {e.count !== undefined && e.count > 0 && (
                  <span className="ak-topmenu__badge" aria-hidden="true">{formatCounter(e.count)}</span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
