import { Link } from 'react-router';
import type { ConversationsResponse } from '../../../server/contract/messages';
import { PanelFrame } from '../../panels/PanelFrame';
import { formatCounter, formatDateTime } from '../../i18n/format';
import { useText } from '../../panels/text';
import { MessageComposer } from './MessageComposer';

export interface ConversationsListViewProps {
  data: ConversationsResponse | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onPage?: (page: number) => void;
  /** /messages?to={userId}: a new message to that player (its name once known). */
  composeTo?: { id: number; name?: string } | null;
  onSendTo?: (message: string) => Promise<void>;
  isSitter?: boolean;
}

/**
 * /messages: the kingdom's conversations, newest first: the partner, the last message's start and time,
 * the unread ones marked (bold, gold edge, a count). With ?to= a composer to that player comes first.
 */
export function ConversationsListView({ data, loading, error, onRetry, onPage, composeTo, onSendTo, isSitter }: ConversationsListViewProps) {
  const t = useText();
  const composer = composeTo ? (
    <section className="ak-vpage__section" aria-label={t('messages.compose.to', { name: composeTo.name ?? `#${composeTo.id}` })}>
      <h2>{t('messages.compose.to', { name: composeTo.name ?? `#${composeTo.id}` })}</h2>
      <MessageComposer onSend={onSendTo} isSitter={isSitter} />
    </section>
  ) : null;
  if (!data || loading || error) {
    return <>{composer}<PanelFrame title={t('messages.title')} loading={loading} error={error} onRetry={onRetry} /></>;
  }
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <>
      {composer}
      <section className="ak-vpage__section" aria-label={t('messages.conversations')}>
        <h2>{t('messages.conversations')}</h2>
        <p className="ak-vpage__note">{t('messages.unread', { n: data.unread })}</p>
        {data.conversations.length === 0 ? <p className="ak-vpage__empty">{t('messages.empty')}</p> : (
          <ul className="ak-messages__list">
            {data.conversations.map((c) => (
              <li key={c.id} className={c.unread > 0 ? 'ak-messages__item is-unread' : 'ak-messages__item'}>
                <Link to={`/messages/${c.id}`}>
                  <span>
                    <span className="ak-messages__partner">{c.partner.name}</span>
                    {c.unread > 0 && (
                      <span className="ak-messages__badge" aria-label={t('messages.unreadIn', { n: c.unread })}>{formatCounter(c.unread)}</span>
                    )}
                  </span>
                  <time className="ak-messages__time" dateTime={c.last?.created_at ?? c.updated_at}>{formatDateTime(c.last?.created_at ?? c.updated_at)}</time>
                  <p className="ak-messages__excerpt">
                    {c.last ? (c.last.mine ? t('messages.you', { text: c.last.excerpt }) : c.last.excerpt) : t('messages.noMessage')}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav className="ak-reports__pager" aria-label={t('messages.conversations')}>
            <button type="button" className="ak-btn" disabled={data.page <= 0} onClick={() => onPage?.(data.page - 1)}>{t('reports.previous')}</button>
            <span>{t('reports.page', { page: data.page + 1, pages })}</span>
            <button type="button" className="ak-btn" disabled={data.page >= pages - 1} onClick={() => onPage?.(data.page + 1)}>{t('reports.next')}</button>
          </nav>
        )}
      </section>
    </>
  );
}
