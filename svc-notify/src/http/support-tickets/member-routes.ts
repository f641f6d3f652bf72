import { type Router } from 'express';
import { SUPPORT_MESSAGES } from '@matrimony/catalog/support';
import { notifyRoutes } from '@matrimony/contracts/http/notify';
import { contractRoute, inputOf, problem, requireAuth, sendJson } from '@matrimony/service-kit';
import { type SupportTicketDoc } from '../../store/support-tickets';
import { type NotifyDeps } from '../deps';
import { openTicket, planOf, takeTicketBudget, ticketOpenedAnswer } from './open-ticket';
import { markRepliesRead, requesterClose, requesterReply, ticketNotFound } from './ticket-actions';
import { ticketSummaryView, ticketView } from './view';

const routes = notifyRoutes;

/** The member's own ticket; anyone else's (or none) is the same 404. */
export async function ownTicket(deps: NotifyDeps, userId: string, number: string): Promise<SupportTicketDoc> {
  const ticket = await deps.stores.supportTickets.find(number);
  if (!ticket || ticket.requester.type !== 'member' || ticket.requester.userId !== userId)
    throw ticketNotFound();
  return ticket;
}

/** A signed-in member's help desk: write to us, their tickets, reply and close. */
export function memberTicketRoutes(router: Router, deps: NotifyDeps): void {
  const member = requireAuth(deps.verifier);

  contractRoute(router, routes.openTicket, member, async (req, res) => {
    const { body } = inputOf(res, routes.openTicket.request);
    const userId = req.auth!.userId;
    const now = deps.now();
    const receiptNumber = body.receiptNumber ?? null;
    if (
      receiptNumber !== null &&
      (body.category !== 'payment' || !(await deps.stores.memberReceipts.isMembers(userId, receiptNumber)))
    )
      throw problem(400, SUPPORT_MESSAGES.receiptNotYours, 'receipt_not_yours');
    await takeTicketBudget(deps, `member:${userId}`, now);
    const profile = (await deps.stores.conversationMembers.getMany([userId])).get(userId);
    const ticket = await openTicket(
      deps,
      { type: 'member', userId, profileId: profile?.profileId ?? null },
      await planOf(deps, userId, now),
      {
        kind: body.grievance ? 'grievance' : 'member',
        category: body.category,
        subject: body.subject,
        message: body.message,
        receiptNumber
      },
      now
    );
    sendJson(res, routes.openTicket, ticketOpenedAnswer(ticket));
  });

  contractRoute(router, routes.listMyTickets, member, async (req, res) => {
    const { page, pageSize } = inputOf(res, routes.listMyTickets.request).query;
    const { items, total } = await deps.stores.supportTickets.ofMember(
      req.auth!.userId,
      (page - 1) * pageSize,
      pageSize
    );
    sendJson(res, routes.listMyTickets, { items: items.map(ticketSummaryView), page, pageSize, total });
  });

  contractRoute(router, routes.getMyTicket, member, async (req, res) => {
    const { number } = inputOf(res, routes.getMyTicket.request).params;
    const ticket = await ownTicket(deps, req.auth!.userId, number);
    // The answer shows which replies were new; from now on they are read.
    const read = await markRepliesRead(deps, ticket);
    sendJson(res, routes.getMyTicket, {
      ...ticketView(read),
      unreadReplies: ticketView(ticket).unreadReplies
    });
  });

  contractRoute(router, routes.replyToMyTicket, member, async (req, res) => {
    const { params, body } = inputOf(res, routes.replyToMyTicket.request);
    const ticket = await ownTicket(deps, req.auth!.userId, params.number);
    sendJson(
      res,
      routes.replyToMyTicket,
      ticketView(await requesterReply(deps, ticket, body.text, 'member'))
    );
  });

  contractRoute(router, routes.closeMyTicket, member, async (req, res) => {
    const { number } = inputOf(res, routes.closeMyTicket.request).params;
    const ticket = await ownTicket(deps, req.auth!.userId, number);
    sendJson(res, routes.closeMyTicket, ticketView(await requesterClose(deps, ticket, 'member')));
  });
}
