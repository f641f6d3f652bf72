import { type Request, type Router } from 'express';
import { type FilterQuery } from 'mongoose';
import { notifyRoutes } from '@matrimony/contracts/http/notify';
import { contractRoute, inputOf, requireAuth, requireRole, sendJson } from '@matrimony/service-kit';
import { ADMIN_ROLE } from '../../domain/moderation';
import { measureRows, staffSignature } from '../../domain/support-tickets';
import { type SupportTicketDoc } from '../../store/support-tickets';
import { type NotifyDeps } from '../deps';
import { addNote, assign, setStatus, staffReply, ticketNotFound, type Actor } from './ticket-actions';
import { tellRequester } from './tell-requester';
import { requestersOf, staffSummaryView, staffTicketView } from './view';

const routes = notifyRoutes;
const DAY_MS = 24 * 3_600_000;

const staffOf = (req: Request): Extract<Actor, { type: 'staff' }> => ({
  type: 'staff',
  userId: req.auth!.userId,
  name: staffSignature(req.auth!.claims).authorName
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type QueueQuery = ReturnType<typeof inputOf<typeof routes.supportQueue.request>>['query'];

function queueFilter(query: QueueQuery, userId: string, now: Date): FilterQuery<SupportTicketDoc> {
  const filter: FilterQuery<SupportTicketDoc> = {};
  if (query.status === 'open') filter.status = { $ne: 'resolved' };
  else filter.status = query.status;
  if (query.kind) filter.kind = query.kind;
  if (query.category) filter.category = query.category;
  if (query.plan) filter.plan = query.plan;
  if (query.assignee === 'me') filter['assignee.id'] = userId;
  if (query.assignee === 'unassigned') filter.assignee = null;
  if (query.overdue === true) filter.$and = [{ dueAt: { $lt: now } }, { status: { $ne: 'resolved' } }];
  if (query.overdue === false)
    filter.$or = [{ dueAt: null }, { dueAt: { $gte: now } }, { status: 'resolved' }];
  if (query.q) {
    const number = query.q.toUpperCase();
    if (/^T\d{7}$/.test(number)) filter._id = number;
    else filter.subject = { $regex: escapeRegExp(query.q), $options: 'i' };
  }
  return filter;
}

/** The help desk console's side: administrators only (realm role `admin`). */
export function staffTicketRoutes(router: Router, deps: NotifyDeps): void {
  const administrators = [requireAuth(deps.verifier), requireRole(ADMIN_ROLE)];
  const { supportTickets } = deps.stores;

  const ticketOr404 = async (number: string) => {
    const ticket = await supportTickets.find(number);
    if (!ticket) throw ticketNotFound();
    return ticket;
  };

  contractRoute(router, routes.supportQueue, ...administrators, async (req, res) => {
    const { query } = inputOf(res, routes.supportQueue.request);
    const now = deps.now();
    const { page, pageSize } = query;
    const { items, total } = await supportTickets.queue(
      queueFilter(query, req.auth!.userId, now),
      (page - 1) * pageSize,
      pageSize
    );
    const requesters = await requestersOf(deps.stores, items);
    sendJson(res, routes.supportQueue, {
      items: items.map((ticket) => staffSummaryView(ticket, requesters.get(ticket._id)!, now)),
      page,
      pageSize,
      total,
      overdueCount: await supportTickets.overdueCount(now)
    });
  });

  contractRoute(router, routes.supportTicket, ...administrators, async (_req, res) => {
    const { number } = inputOf(res, routes.supportTicket.request).params;
    sendJson(
      res,
      routes.supportTicket,
      await staffTicketView(deps.stores, await ticketOr404(number), deps.now())
    );
  });

  contractRoute(router, routes.replyToTicket, ...administrators, async (req, res) => {
    const { params, body } = inputOf(res, routes.replyToTicket.request);
    const saved = await staffReply(deps, await ticketOr404(params.number), staffOf(req), body);
    await tellRequester(deps, saved, saved.messages.at(-1)!);
    sendJson(res, routes.replyToTicket, await staffTicketView(deps.stores, saved, deps.now()));
  });

  contractRoute(router, routes.addTicketNote, ...administrators, async (req, res) => {
    const { params, body } = inputOf(res, routes.addTicketNote.request);
    const saved = await addNote(deps, await ticketOr404(params.number), staffOf(req), body.text);
    sendJson(res, routes.addTicketNote, await staffTicketView(deps.stores, saved, deps.now()));
  });

  contractRoute(router, routes.assignTicket, ...administrators, async (req, res) => {
    const { params, body } = inputOf(res, routes.assignTicket.request);
    const saved = await assign(deps, await ticketOr404(params.number), staffOf(req), body.assignee === 'me');
    sendJson(res, routes.assignTicket, await staffTicketView(deps.stores, saved, deps.now()));
  });

  contractRoute(router, routes.setTicketStatus, ...administrators, async (req, res) => {
    const { params, body } = inputOf(res, routes.setTicketStatus.request);
    const saved = await setStatus(deps, await ticketOr404(params.number), staffOf(req), body.status);
    sendJson(res, routes.setTicketStatus, await staffTicketView(deps.stores, saved, deps.now()));
  });

  // Reads the window's tickets (only the measured fields) and groups them here: docs/capacity.md#help-desk.
  contractRoute(router, routes.supportMeasures, ...administrators, async (_req, res) => {
    const { days } = inputOf(res, routes.supportMeasures.request).query;
    const now = deps.now();
    const tickets = await supportTickets.openedSince(new Date(now.getTime() - days * DAY_MS));
    sendJson(res, routes.supportMeasures, {
      days,
      rows: measureRows(tickets, now)
    });
  });
}
