import { type Router } from 'express';
import { conversationRoutes as routes } from '@matrimony/contracts/http/notify/conversations';
import { CONVERSATION_MESSAGES } from '@matrimony/catalog/conversations';
import { contractRoute, inputOf, problem, requireAuth, sendJson } from '@matrimony/service-kit';
import { unreadTotalOf } from '../../store/conversation-members';
import { conversationCursorText, otherMemberOf, parseConversationCursor } from '../../store/conversations';
import { type NotifyDeps } from '../deps';
import { listMessages } from './list-messages';
import { markConversationRead } from './mark-conversation-read';
import { reportMessage } from './report-message';
import { sendMessage } from './send-message';
import { conversationView, messageView } from './view';

/** Conversations between mutual matches: the list, a thread, sending, reading and reporting (docs/product-rules.md#conversations). */
export function conversationRoutes(router: Router, deps: NotifyDeps): void {
  const auth = requireAuth(deps.verifier);
  const { conversations, conversationMembers } = deps.stores;

  contractRoute(router, routes.listConversations, auth, async (req, res) => {
    const { query } = inputOf(res, routes.listConversations.request);
    const userId = req.auth!.userId;
    res.setHeader('Cache-Control', 'no-store');
    // The first page is what members open again and again: this replica may have it (live/conversation-list-cache.ts).
    const firstPage = query.before === undefined;
    const kept = firstPage ? deps.conversationLists.get(userId, query.limit) : undefined;
    if (kept) return sendJson(res, routes.listConversations, kept);
    const mark = deps.conversationLists.begin();
    const before = query.before ? parseConversationCursor(query.before) : undefined;
    const docs = await conversations.list(userId, before, query.limit + 1);
    const page = docs.slice(0, query.limit);
    const others = page.map((doc) => otherMemberOf(doc, userId));
    // The reader's own record comes with the others' and holds their unread total: no read of its own for it.
    const members = await conversationMembers.getMany([userId, ...others]);
    const answer = {
      items: page.map((doc) => conversationView(doc, userId, members)),
      nextBefore: docs.length > query.limit ? conversationCursorText(page[page.length - 1]!) : null,
      unreadCount: unreadTotalOf(members.get(userId))
    };
    if (firstPage) deps.conversationLists.put(userId, query.limit, mark, [userId, ...others], answer);
    sendJson(res, routes.listConversations, answer);
  });

  contractRoute(router, routes.getConversationUnreadCount, auth, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.getConversationUnreadCount, {
      unreadCount: await conversationMembers.unreadTotal(req.auth!.userId)
    });
  });

  contractRoute(router, routes.findConversationWith, auth, async (req, res) => {
    const { params } = inputOf(res, routes.findConversationWith.request);
    const userId = req.auth!.userId;
    const doc = await conversations.findWithProfile(userId, params.profileId);
    if (!doc) throw problem(404, CONVERSATION_MESSAGES.notFound, 'conversation_not_found');
    const members = await conversationMembers.getMany(doc.members);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.findConversationWith, { conversation: conversationView(doc, userId, members) });
  });

  contractRoute(router, routes.listMessages, auth, async (req, res) => {
    const { params, query } = inputOf(res, routes.listMessages.request);
    const page = await listMessages(deps.stores, req.auth!.userId, params.id, query);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.listMessages, page);
  });

  contractRoute(router, routes.sendMessage, auth, async (req, res) => {
    const { params, body } = inputOf(res, routes.sendMessage.request);
    const userId = req.auth!.userId;
    const { message, replay } = await sendMessage(deps, userId, params.id, body);
    req.log.info({ conversationId: params.id, messageId: String(message._id), replay }, 'message sent');
    res
      .status(replay ? routes.sendMessage.response.replay.status : routes.sendMessage.response.status)
      .json({ message: messageView(message, userId) });
  });

  contractRoute(router, routes.markConversationRead, auth, async (req, res) => {
    const { params, body } = inputOf(res, routes.markConversationRead.request);
    const unreadCount = await markConversationRead(deps, req.auth!.userId, params.id, body.upTo);
    sendJson(res, routes.markConversationRead, { unreadCount });
  });

  contractRoute(router, routes.reportMessage, auth, async (req, res) => {
    const { params, body } = inputOf(res, routes.reportMessage.request);
    const report = await reportMessage(deps, req.auth!.userId, params.id, params.messageId, body);
    req.log.info({ reportId: String(report._id), messageId: params.messageId }, 'message reported');
    sendJson(res, routes.reportMessage, {
      id: String(report._id),
      reportedAt: report.reportedAt.toISOString()
    });
  });
}
