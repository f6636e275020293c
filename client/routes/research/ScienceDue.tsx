import type { ResearchResponse } from '../../../server/contract';
import { Countdown } from '../../panels/Countdown';
import { Icon } from '../../panels/Icon';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';

/**
 * When the running research completes: at today's production rate, or, while no building produces
 * science, the science queued in the villages that is on its way (it is added when each item completes).
 */
export function ScienceDue({ dueAt, queued, clockSkewMs, onZero }: {
  dueAt: string | null;
  queued: ResearchResponse['science_queued'] | undefined;
  clockSkewMs?: number;
  onZero?: () => void;
}) {
  const t = useText();
  let body;
  if (dueAt) body = <>{t('researchPage.doneIn')} <Countdown until={dueAt} clockSkewMs={clockSkewMs} onZero={onZero} /></>;
  else if (queued && queued.amount > 0) {
    body = (
      <>
        {t('researchPage.scienceQueued', { amount: formatNumber(queued.amount) })}
        {queued.until && <> {t('researchPage.scienceQueuedUntil')} <Countdown until={queued.until} clockSkewMs={clockSkewMs} onZero={onZero} /></>}
      </>
    );
  } else body = t('researchPage.noScience');
  return <p className="ak-tech__due" data-testid="science-due"><Icon name="ui:timer" />{body}</p>;
}
