import { Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useAccount, useGamedata } from '../../app/state';
import type { GamedataResponse } from '../../../server/contract';
import { queryKeys } from '../../api/keys';
import { getGamedata } from '../../api/user';
import { PageTabs, type PageTab } from '../../panels/PageTabs';
import { PanelFrame } from '../../panels/PanelFrame';
import { useText } from '../../panels/text';
import { HelpBuildings } from './HelpBuildings';
import { HelpResources } from './HelpResources';
import { HelpTroops } from './HelpTroops';
import { GuidePage } from './guide/GuidePage';
import { GUIDE_ROOT, GUIDE_SECTION_KEYS, guidePath, isGuideSection } from '../../app/guide';
import '../village/village.css';
import './help.css';

export const HELP_TABS = ['resources', 'buildings', 'troops'] as const;
export type HelpTab = (typeof HELP_TABS)[number] | 'guide';

/**
 * /help with the tabs resources (default), buildings and troops (SPEC.md section 2): the rules in
 * numbers, rendered from GET user/gamedata — the same tables docs/RULES.md is generated from; and the
 * guide, /help/guide/{section} (client/app/guide.ts), which /help/guide opens at its first section.
 */
export default function HelpPage() {
  const t = useText();
  const { user } = useAccount();
  const fromContext = useGamedata();
  // The shell loads the game data; asking the same query here shows its failure and offers a retry.
  const query = useQuery({
    queryKey: queryKeys.gamedata, queryFn: () => getGamedata(), staleTime: Infinity, enabled: !fromContext && user !== undefined,
    meta: { errorKey: 'error_user' },
  });
  const gamedata = fromContext ?? (Array.isArray(query.data?.buildings) ? query.data : undefined);
  const { tab, section } = useParams();
  const { pathname, hash } = useLocation();
  const guide = pathname === GUIDE_ROOT || pathname.startsWith(`${GUIDE_ROOT}/`);
  if (guide && !isGuideSection(section)) return <Navigate to={`${guidePath(GUIDE_SECTION_KEYS[0])}${section === undefined ? hash : ''}`} replace />;
  if (!guide && tab !== undefined && !(HELP_TABS as readonly string[]).includes(tab)) return <Navigate to="/help" replace />;
  const active: HelpTab = guide ? 'guide' : (tab as HelpTab | undefined) ?? 'resources';
  const tabs: PageTab[] = [
    { key: 'resources', label: t('helpPage.tabs.resources'), to: '/help/resources', icon: 'resource:all' },
    { key: 'buildings', label: t('helpPage.tabs.buildings'), to: '/help/buildings', icon: 'building:town_hall' },
    { key: 'troops', label: t('helpPage.tabs.troops'), to: '/help/troops', icon: 'ui:army' },
    { key: 'guide', label: t('helpPage.tabs.guide'), to: GUIDE_ROOT, icon: 'ui:help' },
  ];
  return (
    <div className="ak-vpage ak-help">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{t('helpPage.kicker')}</p>
        <h1 className="ak-vpage__title">{t(`helpPage.tabs.${active}`)}</h1>
      </header>
      <PageTabs tabs={tabs} active={active} label={t('helpPage.tabsLabel')} />
      {!gamedata
        ? <PanelFrame title={t(`helpPage.tabs.${active}`)} loading={!query.isError} error={query.isError ? t('helpPage.error') : null} onRetry={() => void query.refetch()} />
        : active === 'guide' && isGuideSection(section) ? <GuidePage gamedata={gamedata} section={section} />
        : active === 'resources' ? <HelpResources gamedata={gamedata} />
          : active === 'buildings' ? <HelpBuildings gamedata={gamedata} />
            : <HelpTroops gamedata={gamedata} />}
    </div>
  );
}
