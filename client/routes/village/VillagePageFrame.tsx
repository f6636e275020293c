import type { ReactNode } from 'react';
import { useCurrentVillage, useGamedata } from '../../app/state';
import { PageTabs, type PageTab } from '../../panels/PageTabs';
import { PanelFrame } from '../../panels/PanelFrame';
import { useText } from '../../panels/text';
import './village.css';

export type VillageTab = 'economy' | 'town' | 'culture' | 'science' | 'overview' | 'building';

/** The village page menu (SPEC.md section 2, /village): economy, town hall, culture, science, overview. */
export function useVillageTabs(): PageTab[] {
  const t = useText();
  return [
    { key: 'economy', label: t('villagePages.tabs.economy'), to: '/village/economy', icon: 'resource:all' },
    { key: 'town', label: t('villagePages.tabs.town'), to: '/village/town', icon: 'building:town_hall' },
    { key: 'culture', label: t('villagePages.tabs.culture'), to: '/village/culture', icon: 'resource:culture' },
    { key: 'science', label: t('villagePages.tabs.science'), to: '/village/science', icon: 'resource:science' },
    { key: 'overview', label: t('villagePages.tabs.overview'), to: '/village/overview', icon: 'ui:village' },
  ];
}

/**
 * The frame of every village page: the village's name, the page menu, and the loading / no village /
 * no game data states, so a page body renders only with a village and the game tables.
 */
export function VillagePageFrame({ tab, title, children }: { tab: VillageTab; title: string; children: ReactNode }) {
  const current = useCurrentVillage();
  const t = useText();
  const gamedata = useGamedata();
  const tabs = useVillageTabs();
  const village = current.village?.village;
  const waiting = !village || !gamedata;
  return (
    <div className="ak-vpage">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{village ? `${village.name} · ${t(`tiers.${village.tier}`)}` : t('villagePages.village')}</p>
        <h1 className="ak-vpage__title">{title}</h1>
      </header>
      <PageTabs tabs={tabs} active={tab === 'building' ? 'town' : tab} label={t('villagePages.tabsLabel')} />
      {waiting
        ? (
          <PanelFrame
            title={title}
            loading={current.loading || current.currentVillageId !== undefined}
            empty={t('villagePages.noVillage')}
          />
        )
        : children}
    </div>
  );
}
