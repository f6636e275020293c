import { useQuery } from '@tanstack/react-query';
import { prestigeRace, prestigeRaceQueryKey, type PrestigeRaceRow } from '../../api/prestige';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { ProgressBar } from '../../panels/ProgressBar';
import { useText } from '../../panels/text';
import { formatNumber } from '../../i18n/format';
import './prestige.css';

export interface PrestigeRacePanelProps {
  /** The leading Empires by prestige; undefined while loading. */
  rows?: PrestigeRaceRow[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The viewer's Empire, marked in the list. */
  ownEmpireId?: number;
  /** The prestige that wins (GET /api's victoryPoints): each row's bar runs to it. */
  victoryPoints?: number;
}

/** The race between Empires on the victory points tab: the leaders by prestige, each on its way to the line. */
export function PrestigeRacePanel({ rows, loading, error, onRetry, ownEmpireId, victoryPoints }: PrestigeRacePanelProps) {
  const t = useText();
  const title = <><Icon name="ui:statistics" />{t('empire.victory.race')}</>;
  const leaders = (rows ?? []).filter((r) => r.prestige > 0);
  return (
    <PanelFrame title={title} aria-label={t('empire.victory.race')} loading={loading || (!error && !rows)} error={error} onRetry={onRetry}
      empty={leaders.length === 0 ? t('empire.victory.raceEmpty') : null}>
      <ol className="ak-empire__race" data-testid="prestige-race">
        {leaders.map((r) => (
          <li key={r.id} className={r.id === ownEmpireId ? 'ak-empire__race-row ak-empire__race-row--own' : 'ak-empire__race-row'}>
            <span className="ak-empire__race-name">{`${r.rank}. ${r.name} [${r.name_short}]`}</span>
            {victoryPoints !== undefined
              ? <ProgressBar value={r.prestige} max={victoryPoints} label={r.name} hideLabel detail="fraction" compact />
              : <span>{formatNumber(r.prestige)}</span>}
          </li>
        ))}
      </ol>
    </PanelFrame>
  );
}

/** The race read from the server (GET empires?type=prestige), for the Empire page. */
export function PrestigeRace({ ownEmpireId, victoryPoints }: { ownEmpireId: number; victoryPoints?: number }) {
  const t = useText();
  const q = useQuery({ queryKey: prestigeRaceQueryKey, queryFn: prestigeRace });
  return (
    <PrestigeRacePanel rows={q.data?.items} loading={q.isPending} error={q.error ? t('empire.victory.raceError') : null}
      onRetry={() => void q.refetch()} ownEmpireId={ownEmpireId} victoryPoints={victoryPoints} />
  );
}
