import { useId } from 'react';
import { Link } from 'react-router';
import type { WeekStandings } from '../../api/statistics';
import { formatNumber } from '../../i18n/format';
import { Countdown } from '../../panels/Countdown';
import { Icon } from '../../panels/Icon';
import { useText } from '../../panels/text';
import { StatsState } from './StatsState';
import { WeekMedal } from './WeekMedal';
import { selectableWeeks, WEEK_CATEGORY_ICONS, weekInMonth, type MedalCategory } from './statisticsRules';

type Standing = WeekStandings['categories'][number]['kingdoms'][number];

export interface WeekPanelProps {
  data?: WeekStandings;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The week on screen (undefined: the week running). */
  week?: number;
  onWeek?: (week: number | undefined) => void;
  clockSkewMs?: number;
  /** The week ended while open: read it again (its medals are then final). */
  onEnded?: () => void;
  selfId?: number;
  ownEmpireId?: number | null;
}

/**
 * The week tab (GAME.md section 10): the week with the time left until its medals are awarded, and per
 * medal category the top 10 kingdoms and the top 10 Empires with their amounts and the medal of ranks 1-3;
 * past weeks from the selector, their standings final once awarded.
 */
export function WeekPanel({ data, loading, error, onRetry, week, onWeek, clockSkewMs, onEnded, selfId, ownEmpireId }: WeekPanelProps) {
  const t = useText();
  const selectId = useId();
  const shown = data?.week ?? week;
  const mw = shown !== undefined ? weekInMonth(shown) : null;
  const running = data ? data.week === data.current_week && !data.awarded : false;
  return (
    <div className="ak-stats__week" data-testid="statistics-week">
      <section className="ak-vpage__section" aria-label={t('statistics.week.title')}>
        <div className="ak-stats__head">
          <h2><Icon name="ui:medal" />{shown !== undefined ? t('statistics.week.titleOf', { week: shown }) : t('statistics.week.title')}</h2>
          {data && (
            <label className="ak-stats__size" htmlFor={selectId}>
              <span>{t('statistics.week.pick')}</span>
              <select id={selectId} className="ak-input" value={data.week} disabled={!onWeek}
                onChange={(e) => { const w = Number(e.target.value); onWeek?.(w === data.current_week ? undefined : w); }}>
                {selectableWeeks(data.current_week).map((w) => (
                  <option key={w} value={w}>{w === data.current_week ? t('statistics.week.current', { week: w }) : t('statistics.week.option', { week: w })}</option>
                ))}
              </select>
            </label>
          )}
        </div>
        {mw && <p className="ak-vpage__note">{t('statistics.server.monthWeek', { month: mw.month, week: mw.week })}</p>}
        <StatsState loading={loading || (!data && !error)} error={error} onRetry={onRetry}>
          {data && (running
            ? <p className="ak-stats__ends" data-testid="week-countdown">
                <Icon name="ui:timer" />{t('statistics.week.endsIn')} <Countdown until={data.ends_at} clockSkewMs={clockSkewMs} onZero={onEnded} />
              </p>
            : <p className="ak-stats__ends">{data.awarded ? t('statistics.week.awarded') : t('statistics.week.awarding')}</p>)}
        </StatsState>
      </section>
      {data && data.categories.map((c) => (
        <section key={c.category} className="ak-vpage__section" aria-label={t(`statistics.week.categories.${c.category}`)} data-testid={`week-${c.category}`}>
          <h2><Icon name={WEEK_CATEGORY_ICONS[c.category]} />{t(`statistics.week.categories.${c.category}`)}</h2>
          <p className="ak-vpage__note">{t(`statistics.week.hints.${c.category}`)}</p>
          <div className="ak-stats__pair">
            <Top title={t('statistics.week.kingdoms')} rows={c.kingdoms} link={(id) => `/profile/${id}`} category={c.category} scope="kingdom" week={data.week} selfId={selfId} />
            <Top title={t('statistics.week.empires')} rows={c.empires} link={(id) => `/empire/${id}`} category={c.category} scope="empire" week={data.week} selfId={ownEmpireId ?? undefined} />
          </div>
        </section>
      ))}
    </div>
  );
}

function Top({ title, rows, link, category, scope, week, selfId }: {
  title: string; rows: Standing[]; link: (id: number) => string; category: MedalCategory; scope: 'kingdom' | 'empire'; week: number; selfId?: number;
}) {
  const t = useText();
  return (
    <div className="ak-stats__top">
      <h3 className="ak-stats__subhead">{title}</h3>
      {rows.length === 0 ? <p className="ak-vpage__empty">{t(`statistics.week.empty.${scope}`)}</p> : (
        <div className="ak-table-scroll">
          <table className="ak-vpage__table ak-stats__table">
            <thead>
              <tr>
                <th scope="col">{t('statistics.columns.rank')}</th>
                <th scope="col" className="is-name">{t(scope === 'kingdom' ? 'statistics.columns.kingdom' : 'statistics.columns.empire')}</th>
                <th scope="col">{t('statistics.columns.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className={r.id === selfId ? 'is-current' : undefined}>
                  <td className="ak-stats__rank"><WeekMedal scope={scope} category={category} rank={r.rank} week={week} amount={r.amount} /></td>
                  <th scope="row" className="is-name"><Link to={link(r.id)}>{r.name}</Link></th>
                  <td>{formatNumber(r.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
