import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** Player messages (docs/API.md "Messages"). Failure key: error_messages (the generic key of SPEC.md section 8). */
export const MESSAGES_ERROR = 'error_messages';
/** A message's length limit (server/game/messages/rules.ts). */
export { MESSAGE_MAX, messageLength } from '../../server/game/messages/rules';

export const messagesQueryKey = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  thread: (id: number) => ['messages', 'thread', id] as const,
  player: (id: number) => ['messages', 'player', id] as const,
};

export const conversations = (page = 0) => api.get<CallResponse<'conversations'>>(`messages/?page=${page}`);
/** Reading a page of a conversation marks it read on the server. */
export const conversation = (id: number, page: number) => api.get<CallResponse<'conversation'>>(`messages/${id}?page=${page}`);
export const reply = (id: number, message: string) => api.post<CallResponse<'replyMessage'>>(`messages/${id}`, { message });
export const sendToPlayer = (userId: number, message: string) => api.post<CallResponse<'sendMessage'>>(`messages/user/${userId}`, { message });
/** The addressee of a new conversation (its name for the composer). */
export const player = (id: number) => api.get<CallResponse<'publicProfile'>>(`profiles/${id}`);
