import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccount, useProfile } from '../../app/state';
import { notifyError } from '../../api/errors';
import * as messages from '../../api/messages';
import { useText } from '../../panels/text';
import { ConversationsListView } from './ConversationsListView';
import { ThreadView } from './ThreadView';
import '../village/village.css';
import '../army/army.css';
import './messages.css';

function Frame({ children }: { children: ReactNode }) {
  const t = useText();
  return (
    <div className="ak-vpage">
      <header className="ak-vpage__head"><h1 className="ak-vpage__title">{t('messages.title')}</h1></header>
      {children}
    </div>
  );
}

const positiveId = (raw: string | null | undefined) => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /messages: the conversations; /messages?to={userId} (the 'send message' link of a player's profile)
 * adds a composer to that player and opens the conversation once the message is sent.
 */
export default function MessagesPage() {
  const t = useText();
  const { user } = useAccount();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = positiveId(params.get('to'));
  const [page, setPage] = useState(0);
  const q = useQuery({ queryKey: [...messages.messagesQueryKey.list, page], queryFn: () => messages.conversations(page) });
  const addressee = useQuery({ queryKey: messages.messagesQueryKey.player(to ?? 0), queryFn: () => messages.player(to!), enabled: to !== undefined, retry: false });
  const sendTo = async (text: string) => {
    try {
      const r = await messages.sendToPlayer(to!, text);
      await client.invalidateQueries({ queryKey: messages.messagesQueryKey.all });
      navigate(`/messages/${r.conversation.id}`);
    } catch (e) {
      notifyError(e, messages.MESSAGES_ERROR);
      throw e;
    }
  };
  return (
    <Frame>
      <ConversationsListView data={q.data} loading={q.isPending} error={q.error ? t('messages.loadError') : null} onRetry={() => void q.refetch()}
        onPage={setPage} composeTo={to ? { id: to, name: addressee.data?.profile.username } : null} onSendTo={sendTo} isSitter={user?.isSitter} />
    </Frame>
  );
}

/**
 * /messages/{id}: the thread, newest first, older pages on demand. Reading marks the conversation read on
 * the server, so the list and the profile (the top menu's envelope) reload after each read; a sent
 * message reloads the thread so it appears at the top.
 */
export function ConversationPage() {
  const t = useText();
  const { user } = useAccount();
  const { reload } = useProfile();
  const client = useQueryClient();
  const id = positiveId(useParams().id);
  const q = useInfiniteQuery({
    queryKey: messages.messagesQueryKey.thread(id ?? 0),
    queryFn: async ({ pageParam }) => {
      const r = await messages.conversation(id!, pageParam);
      void client.invalidateQueries({ queryKey: messages.messagesQueryKey.list });
      reload();
      return r;
    },
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined,
  });
  const pages = q.data?.pages ?? [];
  const first = pages[0];
  const send = async (text: string) => {
    try {
      await messages.reply(id!, text);
      await client.resetQueries({ queryKey: messages.messagesQueryKey.thread(id ?? 0) });
      void client.invalidateQueries({ queryKey: messages.messagesQueryKey.list });
    } catch (e) {
      notifyError(e, messages.MESSAGES_ERROR);
      throw e;
    }
  };
  return (
    <Frame>
      <ThreadView conversation={first?.conversation} messages={pages.flatMap((p) => p.messages)} total={first?.total ?? 0}
        loading={id !== undefined && q.isPending} error={id === undefined || q.error ? t('messages.threadLoadError') : null}
        onRetry={id !== undefined ? () => void q.refetch() : undefined}
        onOlder={q.hasNextPage ? () => void q.fetchNextPage() : undefined} loadingOlder={q.isFetchingNextPage}
        onSend={send} isSitter={user?.isSitter} />
    </Frame>
  );
}
