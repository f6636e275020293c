import { Link } from 'react-router';
import type { QuestView } from '../../../server/contract/quests';
import { findQuest, type QuestId } from '../../../server/game/quests/data';
import { GUIDE_ROUTES } from '../../app/guide';
import { formatNumber } from '../../i18n/format';
import { Icon } from '../Icon';
import type { IconName } from '../iconNames';
import { PanelFrame } from '../PanelFrame';
import { useText } from '../text';
import './QuestPanel.css';

const RESOURCES = ['wood', 'stone', 'iron', 'food'] as const;

const QUEST_ICON: Record<QuestId, IconName> = {
  build: 'ui:builders', district: 'ui:village', research: 'ui:research', train: 'ui:army',
  scout: 'stat:scout', attack: 'stat:attack', claim: 'ui:tile', settle: 'ui:settle',
};

export interface QuestListProps {
  /** GET quests' list; undefined while loading or after an error. */
  quests: QuestView[] | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The player hid the panel: only the 'Quests 3/8' chip shows. */
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
  /** Claims a done quest's reward (into the current village); absent: no claim buttons (the game is finished). */
  onClaim?: (id: QuestId) => void;
  /** The quest whose claim is under way. */
  claiming?: QuestId | null;
  /** Free room in the current village's stores now: a reward that will not fit all is said before the claim. */
  room?: QuestView['reward'];
}

/** What of `reward` would not fit in `room` (whole units, 0 where it fits). */
export function overflowOf(reward: QuestView['reward'], room: QuestView['reward']): QuestView['reward'] {
  const over = (r: (typeof RESOURCES)[number]) => Math.max(0, Math.ceil(reward[r] - Math.max(0, room[r])));
  return { wood: over('wood'), stone: over('stone'), iron: over('iron'), food: over('food') };
}

/** 'Storage: 150 Wood would not fit' before a claim whose reward the current village cannot hold all of. */
function Overflow({ over }: { over: QuestView['reward'] }) {
  const t = useText();
  const parts = RESOURCES.filter((r) => over[r] > 0).map((r) => `${formatNumber(over[r])} ${t(`resources.${r}`)}`);
  if (!parts.length) return null;
  return <p className="ak-quests__overflow">{t('quests.wouldNotFit', { lost: parts.join(', ') })}</p>;
}

/** The screen where a quest's step is done and its step of the guide. */
export function questLinks(id: QuestId): { go: string; how: string } {
  const q = findQuest(id)!;
  return { go: q.screen, how: GUIDE_ROUTES['first-hour'][q.guide] };
}

function Reward({ reward, label }: { reward: QuestView['reward']; label: string }) {
  const t = useText();
  return (
    <ul className="ak-quests__reward" aria-label={label}>
      {RESOURCES.filter((r) => reward[r] > 0).map((r) => (
        <li key={r}><Icon name={`resource:${r}`} title={t(`resources.${r}`)} />{formatNumber(reward[r])}</li>
      ))}
    </ul>
  );
}

/**
 * The first-hour quests (issue 13 point 4) in the right sidebar: the current step first (the first quest
 * not claimed) with its reward, a 'Go' link to the screen where it is done and a 'How' link to its step of
 * the guide, or 'Claim' once done; then the other steps as a checklist. It can be hidden: then a small
 * 'Quests 3/8' chip brings it back. Everything claimed: 'All done'.
 */
export function QuestList({ quests, loading, error, onRetry, hidden, onHiddenChange, onClaim, claiming, room }: QuestListProps) {
  const t = useText();
  const total = quests?.length ?? 8;
  const claimed = quests?.filter((q) => q.claimed).length ?? 0;
  const progress = { done: claimed, total };
  if (hidden) {
    return (
      <button type="button" className="ak-quests-chip" onClick={() => onHiddenChange(false)} aria-label={t('quests.showLabel', progress)}>
        <Icon name="ui:milestone" />{t('quests.show', progress)}
        {quests?.some((q) => q.done && !q.claimed) && <span className="ak-quests-chip__dot" aria-hidden="true" />}
      </button>
    );
  }
  const current = quests?.find((q) => !q.claimed);
  const title = (id: QuestId) => t(`quests.steps.${id}.title`);
  const claimButton = (q: QuestView, primary: boolean) => onClaim && (
    <button type="button" className={['ak-button', 'ak-button--small', primary ? 'ak-button--primary' : ''].filter(Boolean).join(' ')}
      disabled={claiming !== null && claiming !== undefined} onClick={() => onClaim(q.id)}>
      {claiming === q.id ? t('quests.claiming') : t('quests.claimButton')}
    </button>
  );
  return (
    <PanelFrame
      className="ak-quests"
      aria-label={t('quests.title')}
      title={<><Icon name="ui:milestone" />{t('quests.title')}
        {quests && <span className="ak-quests__count" aria-label={t('quests.progressLabel', progress)}>{t('quests.progress', progress)}</span>}</>}
      actions={(
        <button type="button" className="ak-button ak-button--small ak-quests__hide" onClick={() => onHiddenChange(true)} aria-label={t('quests.hide')} title={t('quests.hide')}>
          {t('quests.hideShort')}
        </button>
      )}
      loading={loading}
      error={error}
      onRetry={onRetry}
    >
      {quests && !current && (
        <div className="ak-quests__all" role="status">
          <Icon name="ui:finished" size="var(--fs-xl)" />
          <div><strong>{t('quests.allDone')}</strong><p>{t('quests.allDoneText')}</p></div>
        </div>
      )}
      {current && (
        <article className={['ak-quests__current', current.done ? 'is-done' : ''].filter(Boolean).join(' ')} aria-label={t('quests.current')}>
          <p className="ak-quests__eyebrow">{t('quests.current')} · {quests!.indexOf(current) + 1}/{total}</p>
          <h3 className="ak-quests__title"><Icon name={QUEST_ICON[current.id]} />{title(current.id)}</h3>
          <p className="ak-quests__text">{t(`quests.steps.${current.id}.text`)}</p>
          <Reward reward={current.reward} label={t('quests.reward')} />
          {current.done && onClaim && room && <Overflow over={overflowOf(current.reward, room)} />}
          <div className="ak-quests__actions">
            {current.done
              ? claimButton(current, true)
              : <Link className="ak-button ak-button--small ak-button--primary" to={questLinks(current.id).go} aria-label={t('quests.goLabel', { title: title(current.id) })}>{t('quests.go')}</Link>}
            <Link className="ak-button ak-button--small" to={questLinks(current.id).how} aria-label={t('quests.howLabel', { title: title(current.id) })}>{t('quests.how')}</Link>
          </div>
        </article>
      )}
      {quests && current && (
        <ol className="ak-quests__list" aria-label={t('quests.later')}>
          {quests.map((q, i) => q === current ? null : (
            <li key={q.id} className={q.claimed ? 'is-claimed' : q.done ? 'is-done' : ''}>
              <span className="ak-quests__mark" aria-hidden="true">{q.claimed ? '✓' : q.done ? '!' : i + 1}</span>
              <span className="ak-quests__name">
                {q.claimed || q.done ? title(q.id) : <Link to={questLinks(q.id).go}>{title(q.id)}</Link>}
                <span className="ak-visually-hidden"> — {q.claimed ? t('quests.claimedMark') : q.done ? t('quests.doneMark') : ''}</span>
              </span>
              {q.done && !q.claimed && claimButton(q, false)}
            </li>
          ))}
        </ol>
      )}
    </PanelFrame>
  );
}
