import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from './Icon';
import type { IconName } from './iconNames';
import './PageTabs.css';

export interface PageTab {
  key: string;
  label: string;
  /** A route: the tab is a link. Without it the tab is a button that calls onSelect. */
  to?: string;
  icon?: IconName;
}

export interface PageTabsProps {
  tabs: PageTab[];
  active: string;
  onSelect?: (key: string) => void;
  /** Accessible name of the menu (e.g. "Kingdom pages"). */
  label: string;
}

/**
 * A page menu: a row of tabs, and below 900 px wide (a portrait tablet, a phone) a dropdown (SPEC.md
 * section 2). Both are rendered; PageTabs.css shows one of them, and the hidden one is display:none so it
 * leaves the accessibility tree too. The dropdown lists the same tabs with the current one selected and
 * navigates (or calls onSelect) on change.
 */
export function PageTabs({ tabs, active, onSelect, label }: PageTabsProps) {
  const navigate = useNavigate();
  const selectId = useId();
  const choose = (key: string) => {
    const tab = tabs.find((x) => x.key === key);
    if (!tab) return;
    if (tab.to) navigate(tab.to);
    onSelect?.(key);
  };
  return (
    <div className="ak-tabs">
      <nav className="ak-tabs__row" aria-label={label}>
        {tabs.map((tab) => {
          const current = tab.key === active;
          const cls = ['ak-tabs__tab', current ? 'is-active' : ''].filter(Boolean).join(' ');
          const body = <>{tab.icon && <Icon name={tab.icon} />}<span>{tab.label}</span></>;
          return tab.to ? (
            <Link key={tab.key} to={tab.to} className={cls} aria-current={current ? 'page' : undefined} onClick={() => onSelect?.(tab.key)}>
              {body}
            </Link>
          ) : (
            <button key={tab.key} type="button" className={cls} aria-pressed={current} onClick={() => onSelect?.(tab.key)}>
              {body}
            </button>
          );
        })}
      </nav>
      <div className="ak-tabs__select">
        <label htmlFor={selectId} className="ak-visually-hidden">{label}</label>
        <select id={selectId} value={active} onChange={(e) => choose(e.target.value)}>
          {tabs.map((tab) => <option key={tab.key} value={tab.key}>{tab.label}</option>)}
        </select>
      </div>
    </div>
  );
}
