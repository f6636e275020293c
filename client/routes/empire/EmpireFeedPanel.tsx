import type { EmpireFeedMessage } from '../../api/empires';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { empireMessageIcon, empireMessageText } from '../../panels/empireMessage';
import { useText } from '../../panels/text';
import { formatDateTime } from '../../i18n/format';
import { Pager } from '../army/Pager';

export interface EmpireFeedPanelProps {
  /** One page of GET empires/messages/ (newest first); undefined while loading. */
  items?: EmpireFeedMessage[];
  page: number;
  total: number;
  pageSize: number;
  loading?: boolean;
  /** The next page is on its way (the last one stays on screen). */
  fetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onPage?: (page: number) => void;
}

/** The Empire feed (SPEC.md sections 2 and 3): each message with its type's own icon, its text from the catalogue and its time; paged, newest first. */
export function EmpireFeedPanel(p: EmpireFeedPanelProps) {
  const t = useText();
  const title = <><Icon name="ui:messages" />{t('empire.feed.title')}</>;
  if (p.loading || p.error || !p.items) {
    return <PanelFrame title={title} loading={p.loading || (!p.error && !p.items)} error={p.error} onRetry={p.onRetry} />;
  }
  return (
    <PanelFrame title={title} empty={p.items.length === 0 && p.page === 0 ? t('empire.feed.empty') : null} aria-label={t('empire.feed.title')}>
      <ol className="ak-empire__feed" data-testid="empire-feed" aria-busy={p.fetching || undefined}>
        {p.items.map((m) => (
          <li key={m.id} className={`ak-empire__message ak-empire__message--${m.type}`} data-type={m.type}>
            <Icon name={empireMessageIcon(m.type)} />
            <span className="ak-empire__message-text">{empireMessageText(t, m)}</span>
            <time className="ak-empire__meta" dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
          </li>
        ))}
      </ol>
      <Pager page={p.page} total={p.total} size={p.pageSize} onPage={p.onPage} label={t('empire.feed.title')} busy={p.fetching} />
    </PanelFrame>
  );
}
