import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { body, idParam, query } from '../../http/validate';
import { conversationsQuery, sendMessageRequest, threadQuery } from '../../contract/messages';
import { conversationsList, MESSAGES_KEY, readConversation, replyInConversation, sendToPlayer } from '../../world/messages';

/**
 * Player messages (SPEC.md section 7; GAME.md section 9): GET messages/, GET messages/{id}?page (marks it
 * read), POST messages/{id} {message}, POST messages/user/{userId} {message}. Owner and sitter read; only
 * the owner writes (a sitter's write is a 403). Refusals carry the generic key error_messages.
 */
export function register(router: Router, deps: Deps): void {
  router.get('/messages', async (ctx) => {
    const auth = requireAuth(ctx);
    const q = query(ctx, conversationsQuery, MESSAGES_KEY);
    ctx.body = await conversationsList(deps, auth, q.page);
  });

  router.get('/messages/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, MESSAGES_KEY);
    const q = query(ctx, threadQuery, MESSAGES_KEY);
    ctx.body = await readConversation(deps, auth, id, q.page);
  });

  router.post('/messages/user/:userId', async (ctx) => {
    const auth = requireAuth(ctx);
    const to = idParam(ctx.params.userId, MESSAGES_KEY);
    const req = body(ctx, sendMessageRequest, MESSAGES_KEY);
    ctx.body = await sendToPlayer(deps, auth, to, req.message);
  });

  router.post('/messages/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, MESSAGES_KEY);
    const req = body(ctx, sendMessageRequest, MESSAGES_KEY);
    ctx.body = await replyInConversation(deps, auth, id, req.message);
  });
}
