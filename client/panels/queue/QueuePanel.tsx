import { PanelFrame } from '../PanelFrame';
import { Icon } from '../Icon';
import { useText } from '../text';
import { BuildersControl, type BuildersControlProps } from './BuildersControl';
import { QueueItemRow } from './QueueItemRow';
import { queueIsFull, type QueueEntry } from './queueMath';
import './QueuePanel.css';

export interface QueuePanelProps {
  /** The village's queue, head first (GET /villages/{id} `buildQueue`). */
  items: QueueEntry[] | undefined;
  /** Queue length of the village's tier; undefined while the game data loads. */
  capacity?: number;
  clockSkewMs?: number;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** A countdown reached zero: reload the village (SPEC.md section 4). */
  onZero?: () => void;
  /** Cancel an item (after the row's confirmation); absent in a finished game. */
  onCancel?: (item: QueueEntry) => Promise<unknown> | void;
  /** The builder charges block; absent: not shown. */
  builders?: BuildersControlProps;
  /** Freeze the clocks (stories). */
  frozen?: boolean;
}

/** The village's production queue (GAME.md section 4) with its builder charges. Data comes in by props. */
export function QueuePanel({ items, capacity, clockSkewMs, loading, error, onRetry, onZero, onCancel, builders, frozen }: QueuePanelProps) {
  const t = useText();
  const list = items ?? [];
  const full = queueIsFull(list.length, capacity);
  const count = capacity !== undefined ? t('queuePanel.count', { count: list.length, max: capacity }) : String(list.length);
  return (
    <PanelFrame
      className="ak-queue"
      aria-label={t('queuePanel.title')}
      title={<><Icon name="ui:timer" />{t('queuePanel.title')}</>}
      actions={!loading && !error ? <span className={['ak-queue__count', full ? 'is-full' : ''].join(' ')}>{count}</span> : undefined}
      loading={loading}
      error={error}
      onRetry={onRetry}
    >
      {list.length === 0
        ? <p className="ak-queue__empty">{t('queuePanel.empty')}</p>
        : (
          <ol className="ak-queue__list">
            {list.map((item) => (
              <QueueItemRow key={item.id} item={item} clockSkewMs={clockSkewMs} frozen={frozen} onZero={onZero} onCancel={onCancel} />
            ))}
          </ol>
        )}
      {full && <p className="ak-queue__full" role="status">{t('notice_queue_full')}</p>}
      {builders && <BuildersControl {...builders} />}
    </PanelFrame>
  );
}
