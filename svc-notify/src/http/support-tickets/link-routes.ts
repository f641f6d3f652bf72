import { type Router } from 'express';
import { SUPPORT_MESSAGES } from '@matrimony/catalog/support';
import { notifyRoutes } from '@matrimony/contracts/http/notify';
import { contractRoute, inputOf, problem, sendJson } from '@matrimony/service-kit';
import { type SupportTicketDoc } from '../../store/support-tickets';
import { type NotifyDeps } from '../deps';
import {
  acknowledgeVisitorTicket,
  addressBudgetKey,
  openTicket,
  takeTicketBudget,
  ticketOpenedAnswer
} from './open-ticket';
import { markRepliesRead, requesterReply } from './ticket-actions';
import { ticketView } from './view';

const routes = notifyRoutes;

const linkInvalid = () => problem(404, SUPPORT_MESSAGES.ticketLinkInvalid, 'ticket_link_invalid');

/** The visitor's ticket the link names: the signature, the number and the ticket's own key must all agree. */
async function ticketOfLink(deps: NotifyDeps, token: string): Promise<SupportTicketDoc> {
  const claim = deps.ticketLinks.verify(token);
  if (!claim) throw linkInvalid();
  const ticket = await deps.stores.supportTickets.find(claim.number);
  if (!ticket || ticket.linkKey !== claim.linkKey || ticket.requester.type !== 'visitor') throw linkInvalid();
  return ticket;
}

/** Someone not signed in: a grievance from the help page, and their ticket through the link in our e-mails. */
export function visitorTicketRoutes(router: Router, deps: NotifyDeps): void {
  contractRoute(router, routes.openGrievance, async (_req, res) => {
    const { body } = inputOf(res, routes.openGrievance.request);
    const now = deps.now();
    await takeTicketBudget(deps, addressBudgetKey(body.email), now);
    const ticket = await openTicket(
      deps,
      { type: 'visitor', name: body.name, email: body.email, locale: body.locale },
      'visitor',
      {
        kind: 'grievance',
        category: null,
        subject: body.subject,
        message: body.message,
        receiptNumber: null
      },
      now
    );
    await acknowledgeVisitorTicket(deps, ticket, body.email);
    sendJson(res, routes.openGrievance, ticketOpenedAnswer(ticket));
  });

  contractRoute(router, routes.readTicketByLink, async (_req, res) => {
    const { token } = inputOf(res, routes.readTicketByLink.request).params;
    const ticket = await ticketOfLink(deps, token);
    const read = await markRepliesRead(deps, ticket);
    sendJson(res, routes.readTicketByLink, {
      ...ticketView(read),
      unreadReplies: ticketView(ticket).unreadReplies
    });
  });

  contractRoute(router, routes.replyByLink, async (_req, res) => {
    const { params, body } = inputOf(res, routes.replyByLink.request);
    const ticket = await ticketOfLink(deps, params.token);
    sendJson(res, routes.replyByLink, ticketView(await requesterReply(deps, ticket, body.text, 'visitor')));
  });
}
