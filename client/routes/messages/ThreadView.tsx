import { Link } from 'react-router';
import type { ConversationView, MessageView } from '../../../server/contract/messages';
import { PanelFrame } from '../../panels/PanelFrame';
import { formatDateTime } from '../../i18n/format';
import { useText } from '../../panels/text';
import { MessageComposer } from './MessageComposer';

export interface ThreadViewProps {
  conversation: ConversationView | undefined;
  /** The pages read so far, newest first. */
  messages: MessageView[];
  total: number;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Loads the next older page; absent when every message is shown. */
  onOlder?: () => void;
  loadingOlder?: boolean;
  onSend?: (message: string) => Promise<void>;
  isSitter?: boolean;
}

/** /messages/{id}: the send box, then the thread newest first, older pages on demand. */
export function ThreadView({ conversation, messages, total, loading, error, onRetry, onOlder, loadingOlder, onSend, isSitter }: ThreadViewProps) {
  const t = useText();
  const back = <Link className="ak-messages__back" to="/messages">{t('messages.back')}</Link>;
  if (!conversation || loading || error) {
    return <>{back}<PanelFrame title={t('messages.thread')} loading={loading} error={error} onRetry={onRetry} /></>;
  }
  const name = conversation.partner.name;
  return (
    <>
      {back}
      <section className="ak-vpage__section" aria-label={t('messages.with', { name })}>
        <h2>{t('messages.with', { name })}</h2>
        <Link className="ak-messages__back" to={`/profile/${conversation.partner.id}`}>{t('messages.profile', { name })}</Link>
        <MessageComposer onSend={onSend} isSitter={isSitter} label={t('messages.compose.reply')} />
      </section>
      <section className="ak-vpage__section" aria-label={t('messages.thread')}>
        <p className="ak-vpage__note">{t('messages.count', { count: total })}</p>
        {messages.length === 0 ? <p className="ak-vpage__empty">{t('messages.threadEmpty')}</p> : (
          <ol className="ak-messages__thread">
            {messages.map((m) => (
              <li key={m.id} className={m.mine ? 'ak-messages__msg is-mine' : 'ak-messages__msg'}>
                <div className="ak-messages__msg-head">
                  <span>{m.mine ? t('messages.me') : name}</span>
                  <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
                </div>
                <p className="ak-messages__body">{m.body}</p>
              </li>
            ))}
          </ol>
        )}
        {onOlder && (
          <button type="button" className="ak-btn ak-messages__more" disabled={loadingOlder} onClick={onOlder}>
            {loadingOlder ? t('panels.common.loading') : t('messages.older')}
          </button>
        )}
      </section>
    </>
  );
}
