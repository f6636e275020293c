import { useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { MOVE_TYPES, type MoveType } from '../../../server/contract/units';
import { useFinished } from '../../app/hooks/useFinished';
import { useCurrentVillage, useGamedata, useProfile, useServerClock } from '../../app/state';
import { toasts } from '../../app/toasts';
import { notifyError, refusalKeyOf } from '../../api/errors';
import { ApiError } from '../../api/http';
import * as units from '../../api/units';
import * as objectives from '../../api/objectives';
import { getMap } from '../../api/map';
import { effectiveRate } from '../../panels/resourceTicking';
import { PageTabs, type PageTab } from '../../panels/PageTabs';
import { PanelFrame } from '../../panels/PanelFrame';
import { useNow } from '../../panels/useNow';
import { useText } from '../../panels/text';
import { parseCoord, withoutObjectiveGroup } from './armyMath';
import { OverviewView } from './OverviewView';
import { SendView, type Refused } from './SendView';
import type { TroopsListState } from './TroopsSection';
import { SimulateView } from './SimulateView';
import { TrainView } from './TrainView';
import '../village/village.css';
import './army.css';

export const ARMY_TABS = ['overview', 'train', 'simulate', 'send'] as const;
export type ArmyTab = (typeof ARMY_TABS)[number];

/** /village/army/{tab}: an unknown or missing tab is the overview. */
export function armyTabOf(path: string | undefined): ArmyTab {
  const first = (path ?? '').split('/')[0];
  return (ARMY_TABS as readonly string[]).includes(first!) ? (first as ArmyTab) : 'overview';
}

/** /village/army (SPEC.md section 2): tabs overview of movements, train, simulate, send. */
export default function ArmyPage() {
  const t = useText();
  const current = useCurrentVillage();
  const gamedata = useGamedata();
  const tab = armyTabOf(useParams()['*']);
  const tabs: PageTab[] = ARMY_TABS.map((k) => ({ key: k, label: t(`army.tabs.${k}`), to: `/village/army/${k}`, icon: k === 'simulate' ? 'stat:attack' : 'ui:army' }));
  const village = current.village?.village;
  return (
    <div className="ak-vpage">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{village ? village.name : t('villagePages.village')}</p>
        <h1 className="ak-vpage__title">{t('army.title')}</h1>
      </header>
      <PageTabs tabs={tabs} active={tab} label={t('army.tabsLabel')} />
      {!village || !gamedata
        ? <PanelFrame title={t('army.title')} loading={current.loading || current.currentVillageId !== undefined} empty={t('villagePages.noVillage')} />
        : <ArmyTabBody key={village.id} tab={tab} villageId={village.id} unitKeys={gamedata.units.map((u) => u.key)} />}
    </div>
  );
}

/** One list of GET units/village/{id}/troops with its own page; the last page stays on screen while the next loads. */
function useTroopsList<T extends units.TroopsType>(villageId: number, type: T, enabled: boolean): TroopsListState<T> {
  const t = useText();
  const [page, setPage] = useState(0);
  const q = useQuery({
    queryKey: units.unitsQueryKey.troopsPage(villageId, type, page),
    queryFn: () => units.troopsPage(villageId, type, page),
    enabled,
    placeholderData: keepPreviousData,
  });
  const total = q.data?.total;
  // The list shrank (troops arrived, were sent back): a page past its end becomes its last page.
  useEffect(() => {
    if (total === undefined || q.isPlaceholderData) return;
    const last = Math.max(0, Math.ceil(total / units.TROOPS_PAGE_SIZE) - 1);
    if (page > last) setPage(last);
  }, [total, page, q.isPlaceholderData]);
  return {
    data: q.data, loading: q.isPending, fetching: q.isPlaceholderData && q.isFetching,
    error: q.error ? t('army.loadError') : null, onRetry: () => void q.refetch(), page, onPage: setPage,
  };
}

/** The target tile's village and owner, as the map's tile panel reads them (GET map of one tile). */
async function loadTile(x: number, y: number) {
  const res = await getMap({ x, y, viewSize: 1 });
  return res.tiles.find((tile) => tile.x === x && tile.y === y);
}

/** A refusal (4xx with the server's words) as the form shows it; the toast is shown as for every call. */
function refusal(e: unknown): Refused | undefined {
  const toast = notifyError(e, units.UNITS_ERROR);
  return e instanceof ApiError && e.status >= 400 && e.status < 500 && toast ? { refused: toast.text, rule: refusalKeyOf(e) } : undefined;
}

function ArmyTabBody({ tab, villageId, unitKeys }: { tab: ArmyTab; villageId: number; unitKeys: string[] }) {
  const t = useText();
  const { village, buildersActive } = useCurrentVillage();
  const { profile, reload } = useProfile();
  const { clockSkewMs } = useServerClock();
  const gamedata = useGamedata()!;
  const finished = useFinished();
  const client = useQueryClient();
  const now = useNow(clockSkewMs, tab === 'overview');
  const [search] = useSearchParams();
  const troops = useQuery({ queryKey: units.unitsQueryKey.troops(villageId), queryFn: () => units.villageTroops(villageId), enabled: tab === 'send' });
  const overview = tab === 'overview';
  const lists = {
    standing: useTroopsList(villageId, 'standing', overview),
    abroad: useTroopsList(villageId, 'abroad', overview),
    support: useTroopsList(villageId, 'support', overview),
    incoming: useTroopsList(villageId, 'incoming', overview),
    outgoing: useTroopsList(villageId, 'outgoing', overview),
  };
  const atObjectives = useQuery({ queryKey: objectives.objectiveTroopsQueryKey(villageId), queryFn: () => objectives.objectiveTroops(villageId), enabled: overview });
  const allowed = useQuery({ queryKey: units.unitsQueryKey.allowed(villageId), queryFn: () => units.allowedUnits(villageId), enabled: tab === 'train' });
  // Troops at objectives are read under ['objectives'] (with every objective's page): an army action reloads both.
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['units'] });
    void client.invalidateQueries({ queryKey: objectives.objectivesQueryKey });
  }, [client]);
  /** Recalls the group at an objective: it leaves the list at once, then troops, movements and objectives reload. */
  const recall = async (objectiveId: number) => {
    try {
      await objectives.recallFromObjective(objectiveId, villageId);
      client.setQueryData<objectives.ObjectiveTroops>(objectives.objectiveTroopsQueryKey(villageId),
        (old) => (old ? { ...old, items: withoutObjectiveGroup(old.items, objectiveId) } : old));
      toasts.push('success', t('army.objectiveTroops.recalled'));
      refresh(); reload();
      return undefined;
    } catch (e) {
      const toast = notifyError(e, objectives.OBJECTIVES_ERROR);
      // A refusal (404 'Those troops do not exist' after a racing recall ...): shown in the server's words; the list reloads.
      if (e instanceof ApiError && e.status >= 400 && e.status < 500) refresh();
      return e instanceof ApiError && e.status >= 400 && e.status < 500 && toast ? { refused: toast.text } : undefined;
    }
  };
  const act = async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
    try { await call(); toasts.push('success', success); refresh(); reload(); return true; } catch (e) { notifyError(e, units.UNITS_ERROR); return false; }
  };
  const withBuilders = Boolean(buildersActive && (profile?.profile.builders ?? 0) > 0);

  if (tab === 'train') {
    return (
      <TrainView units={gamedata.units} production={village ? effectiveRate(village.village.production, village.village.impr_production) : undefined}
        builders={withBuilders ? 1 : 0} builderBoost={gamedata.builderBoost} allowed={allowed.data?.units} loading={allowed.isPending} error={allowed.error ? t('army.train.loadError') : null}
        onRetry={() => void allowed.refetch()}
        onTrain={finished ? undefined : (key, amount) => act(() => units.trainUnit(villageId, key, amount, withBuilders),
          t('army.train.queued', { amount, unit: t(`units.${key}`) }))} />
    );
  }
  if (tab === 'simulate') {
    return <SimulateView unitKeys={unitKeys} onSimulate={async (req) => {
      try { return await units.simulate(req); } catch (e) { notifyError(e, units.UNITS_ERROR); return undefined; }
    }} />;
  }
  if (tab === 'send') {
    if (!troops.data) return <PanelFrame title={t('army.send.title')} loading={troops.isPending} error={troops.error ? t('army.loadError') : null} onRetry={() => void troops.refetch()} />;
    // The map's tile panel links with moveType (e.g. Settle); ?type= is accepted too.
    const mt = search.get('moveType') ?? search.get('type');
    return (
      <SendView unitKeys={unitKeys} home={troops.data.home}
        siegeWorkshopLevel={village?.village.buildings.find((b) => b.type === 'siege_workshop')?.level ?? 0}
        buildingKeys={gamedata.buildings.map((b) => b.key)}
        from={village ? { x: village.village.x, y: village.village.y } : undefined} maxCoord={gamedata.maxCoord}
        loadTile={loadTile}
        initial={{ x: parseCoord(search.get('x')), y: parseCoord(search.get('y')), moveType: (MOVE_TYPES as readonly string[]).includes(mt ?? '') ? (mt as MoveType) : undefined }}
        onValidate={async (body) => { try { return await units.validateSend(villageId, body); } catch (e) { return refusal(e); } }}
        onSend={finished ? undefined : async (body) => {
          try { await units.sendUnits(villageId, body); toasts.push('success', t('army.send.sent')); refresh(); reload(); return true; } catch (e) { return refusal(e) ?? false; }
        }} />
    );
  }
  return (
    <OverviewView lists={lists} villageName={(id) => profile?.villages.find((v) => v.id === id)?.name}
      now={now} clockSkewMs={clockSkewMs} order={unitKeys} onArrived={() => { refresh(); reload(); }}
      onCallBack={finished ? undefined : (id) => void act(() => units.callBack(villageId, id), t('army.overview.calledBack'))}
      onSendBack={finished ? undefined : (group) => void act(() => units.sendBack(villageId, group), t('army.overview.sentBack'))}
      objectives={{ data: atObjectives.data, loading: atObjectives.isPending, error: atObjectives.error ? t('army.objectiveTroops.loadError') : null, onRetry: () => void atObjectives.refetch() }}
      onRecall={finished ? undefined : recall} />
  );
}
