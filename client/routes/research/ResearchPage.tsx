import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResearchResponse, ResearchView } from '../../../server/contract';
import { useFinished } from '../../app/hooks/useFinished';
import { useResearchQuery } from '../../app/hooks/useResearch';
import { useProfile, useServerClock } from '../../app/state';
import { toasts } from '../../app/toasts';
import { notifyError } from '../../api/errors';
import { RESEARCH_ERROR, researchQueryKey, startResearch } from '../../api/research';
import { Countdown } from '../../panels/Countdown';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { PanelFrame } from '../../panels/PanelFrame';
import { ProgressBar } from '../../panels/ProgressBar';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { ResearchCard } from './ResearchCard';
import { ScienceDue } from './ScienceDue';
import { researchCounts, researchRunAt, researchRunOf } from './researchState';
import { useNow } from '../../panels/useNow';
import '../village/village.css';
import './research.css';

/**
 * /research: the 21 technologies grouped by tier, each done, being researched (progress and countdown),
 * available ('Research') or locked (what is missing). One research at a time (SPEC.md section 4).
 */
export default function ResearchPage() {
  const t = useText();
  const query = useResearchQuery();
  return (
    <div className="ak-vpage ak-research">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{t('researchPage.kicker')}</p>
        <h1 className="ak-vpage__title">{t('researchPage.title')}</h1>
      </header>
      {query.data
        ? <ResearchBody data={query.data} />
        : <PanelFrame title={t('researchPage.title')} loading={!query.isError}
          error={query.isError ? t('researchPage.error') : null} onRetry={() => void query.refetch()} />}
    </div>
  );
}

export function ResearchBody({ data }: { data: ResearchResponse }) {
  const t = useText();
  const { reload } = useProfile();
  const { clockSkewMs } = useServerClock();
  const client = useQueryClient();
  const finished = useFinished();
  const now = useNow(clockSkewMs);
  // The running research is a research machine run (machines/research.ts) seeded from the answer and
  // TICKed every second: its context moves the bar and gives the due instant; when a TICK completes
  // it, the page reloads (the profile and GET research), where the server has completed it too.
  const run = useMemo(() => researchRunOf(data), [data]);
  const at = run ? researchRunAt(run, now) : null;
  const running = data.researching && at
    ? { ...data.researching, science: Math.floor(at.science), due_at: at.dueAt === null ? null : new Date(at.dueAt).toISOString() }
    : null;
  const counts = researchCounts(data);
  const refresh = () => {
    reload();
    void client.invalidateQueries({ queryKey: researchQueryKey });
  };
  // One reload per due instant: an answer that still shows the same run due (a skewed clock) does not loop.
  const reloadedFor = useRef<number | null>(null);
  const completed = at?.completed === true;
  useEffect(() => {
    if (!completed || !at || at.dueAt === null || reloadedFor.current === at.dueAt) return;
    reloadedFor.current = at.dueAt;
    refresh();
  }, [completed, at?.dueAt]);
  const start = async (r: ResearchView) => {
    try {
      const res = await startResearch(r.id);
      client.setQueryData(researchQueryKey, res);
      toasts.push('success', t('researchPage.started', { name: t(`research.${r.key}`) }));
      reload();
    } catch (err) {
      notifyError(err, RESEARCH_ERROR.start);
    }
  };
  return (
    <>
      <section className="ak-vpage__section ak-research__now" aria-label={t('researchPage.current')}>
        <h2><Icon name="ui:research" />{t('researchPage.current')}</h2>
        {running ? (
          <div className="ak-research__running">
            <Icon name={iconFor('tech', running.key)} size="48px" />
            <div className="ak-research__running-body">
              <strong>{t(`research.${running.key}`)}</strong>
              <ProgressBar value={running.science} max={running.science_base} tone="science" detail="fraction"
                label={t('researchPage.progressOf', { name: t(`research.${running.key}`) })} hideLabel />
              <ScienceDue dueAt={running.due_at} queued={data.science_queued} clockSkewMs={clockSkewMs} />
            </div>
          </div>
        ) : <p className="ak-vpage__empty">{t('research.empty')}</p>}
        <dl className="ak-vpage__facts">
          <div><dt><Icon name="resource:science" />{t('researchPage.perHour')}</dt><dd>{formatNumber(data.science_per_hour)}{t('panels.common.perHour')}</dd></div>
          <div><dt>{t('researchPage.state.done')}</dt><dd>{counts.done} / {counts.done + counts.researching + counts.available + counts.locked}</dd></div>
          <div><dt>{t('researchPage.state.available')}</dt><dd>{counts.available}</dd></div>
          <div><dt>{t('researchPage.state.locked')}</dt><dd>{counts.locked}</dd></div>
        </dl>
        <p className="ak-vpage__note">{t('researchPage.intro')}</p>
      </section>
      {data.tiers.map((tier) => (
        <section key={tier.tier} className="ak-vpage__section" aria-label={t('researchPage.tier', { tier: tier.tier })}>
          <h2>
            <Icon name="ui:tier_up" />{t('researchPage.tier', { tier: tier.tier })}
            <span className="ak-vpage__count">{t('researchPage.tierNeeds', { tier: t(`tiers.${tier.needsTier}`) })}</span>
          </h2>
          <div className="ak-research__grid">
            {tier.research.map((r) => (
              <ResearchCard key={r.id} research={r} running={running} queued={data.science_queued} clockSkewMs={clockSkewMs}
                onStart={finished ? undefined : start} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
