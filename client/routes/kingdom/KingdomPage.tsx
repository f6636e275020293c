import { Link, useLocation } from 'react-router';
import { useCurrentVillage, useProfile, useServerClock } from '../../app/state';
import { Icon } from '../../panels/Icon';
import { PageTabs, type PageTab } from '../../panels/PageTabs';
import { PanelFrame } from '../../panels/PanelFrame';
import { useText } from '../../panels/text';
import { formatDateTime } from '../../i18n/format';
import { KingdomOverview } from './KingdomOverview';
import { KingdomProduction } from './KingdomProduction';
import { KingdomAccountProduction } from './KingdomAccountProduction';
import { KingdomStorage } from './KingdomStorage';
import { useKingdomVillages } from './useKingdomVillages';
import './KingdomPage.css';

export const KINGDOM_TABS = ['overview', 'production', 'accountproduction', 'storage'] as const;
export type KingdomTab = (typeof KINGDOM_TABS)[number];

/** The tab from the route: / is the overview, /kingdom/{production|accountproduction|storage} the others. */
export function kingdomTabFromPath(pathname: string): KingdomTab {
  const m = /\/kingdom\/(production|accountproduction|storage)\/?$/.exec(pathname);
  return (m?.[1] as KingdomTab | undefined) ?? 'overview';
}

export const kingdomTabPath = (tab: KingdomTab) => (tab === 'overview' ? '/' : `/kingdom/${tab}`);

/** The kingdom overview (route / and /kingdom/{tab}): every village's figures side by side. */
export default function KingdomPage() {
  const { profile: profileResponse, profileError, reload } = useProfile();
  const { village, currentVillageId, selectVillage } = useCurrentVillage();
  const { clockSkewMs } = useServerClock();
  const t = useText();
  const { pathname } = useLocation();
  const tab = kingdomTabFromPath(pathname);
  const items = profileResponse?.villages ?? [];
  const rows = useKingdomVillages(items, village);
  const tabs: PageTab[] = KINGDOM_TABS.map((key) => ({ key, label: t(`kingdomPage.tabs.${key}`), to: kingdomTabPath(key) }));
  const profile = profileResponse?.profile;

  let body;
  if (!profile) {
    body = profileError
      ? <PanelFrame error={t('kingdomPage.loadError')} onRetry={reload} />
      : <PanelFrame loading />;
  } else if (items.length === 0) {
    body = (
      <PanelFrame empty={t('kingdomPage.empty')}>{null}</PanelFrame>
    );
  } else {
    const props = { profile, rows, currentVillageId, onSelectVillage: selectVillage };
    body = (
      <section className="ak-kingdom__panel" aria-label={t(`kingdomPage.tabs.${tab}`)}>
        {tab === 'overview' && <KingdomOverview {...props} />}
        {tab === 'production' && <KingdomProduction {...props} />}
        {tab === 'accountproduction' && <KingdomAccountProduction {...props} />}
        {tab === 'storage' && <KingdomStorage {...props} clockSkewMs={clockSkewMs} />}
      </section>
    );
  }

  return (
    <div className="ak-kingdom">
      <h1 className="ak-kingdom__title"><Icon name="ui:kingdom" />{t('kingdomPage.title')}</h1>
      {profile?.protected_until && (
        <p className="ak-kingdom__protected" role="note" data-testid="kingdom-protected">
          <Icon name="stat:defense" title={t('map.protectedIcon')} />
          {t('kingdomPage.protectedUntil', { until: formatDateTime(profile.protected_until) })}
        </p>
      )}
      <PageTabs tabs={tabs} active={tab} label={t('kingdomPage.tabsLabel')} />
      {body}
      {profile && items.length === 0 && (
        <p><Link className="ak-button ak-button--primary" to="/spawn">{t('kingdomPage.found')}</Link></p>
      )}
    </div>
  );
}
