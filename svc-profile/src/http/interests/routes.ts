import { type Request, type Response, type Router } from 'express';
import { DEFAULT_INTEREST_TEMPLATE } from '@matrimony/catalog';
import { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { answerInterest, type Answer } from '../../connections/answer-interest';
import { sendInterest } from '../../connections/send-interest';
import { cardsByUserId } from '../../discovery/score-cards';
import { loadMember, loadViewer } from '../../discovery/viewer';
import { type ProfileDeps } from '../deps';
import { markActive } from '../last-active';
import { otherPartyOf } from '../../store/interests';
import { interestSummaryView, interestView } from './view';

/** POST/GET /interests and POST /interests/:id/accept|decline|withdraw. */
export function interestRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);

  contractRoute(router, connectionRoutes.sendInterest, auth, markActive(deps), async (req, res) => {
    const { body } = inputOf(res, connectionRoutes.sendInterest.request);
    const now = deps.now();
    const viewer = await loadMember(deps.stores, req.auth!.userId, now);
    const result = await sendInterest(
      deps.stores,
      viewer,
      body.to,
      body.template ?? DEFAULT_INTEREST_TEMPLATE,
      now,
      req.log
    );
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, connectionRoutes.sendInterest, {
      interest: interestSummaryView(result.interest, viewer.profile.userId),
      matched: result.matched,
      remainingToday: result.remainingToday
    });
  });

  contractRoute(router, connectionRoutes.listInterests, auth, async (req, res) => {
    const { query } = inputOf(res, connectionRoutes.listInterests.request);
    const now = deps.now();
    const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
    const { items, total } = await deps.stores.interests.listBox(
      viewer.profile.userId,
      query.box,
      query.status,
      viewer.blocked,
      {
        skip: (query.page - 1) * query.pageSize,
        limit: query.pageSize
      }
    );
    const cards = await cardsByUserId(
      deps.stores,
      viewer,
      items.map((doc) => otherPartyOf(doc, viewer.profile.userId)),
      now,
      items
    );
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, connectionRoutes.listInterests, {
      items: items.flatMap((doc) => {
        const card = cards.get(otherPartyOf(doc, viewer.profile.userId));
        return card ? [interestView(doc, viewer.profile.userId, card)] : [];
      }),
      page: query.page,
      pageSize: query.pageSize,
      total
    });
  });

  const answer = async (req: Request, res: Response, id: string, action: Answer) => {
    const now = deps.now();
    const viewer = await loadMember(deps.stores, req.auth!.userId, now);
    const settled = await answerInterest(deps.stores, viewer, id, action, now, req.log);
    res.setHeader('Cache-Control', 'no-store');
    return { interest: interestSummaryView(settled, viewer.profile.userId) };
  };

  contractRoute(router, connectionRoutes.acceptInterest, auth, markActive(deps), async (req, res) => {
    const { params } = inputOf(res, connectionRoutes.acceptInterest.request);
    sendJson(res, connectionRoutes.acceptInterest, await answer(req, res, params.id, { action: 'accept' }));
  });

  contractRoute(router, connectionRoutes.declineInterest, auth, markActive(deps), async (req, res) => {
    const { params, body } = inputOf(res, connectionRoutes.declineInterest.request);
    sendJson(
      res,
      connectionRoutes.declineInterest,
      await answer(req, res, params.id, { action: 'decline', reason: body.reason ?? null })
    );
  });

  contractRoute(router, connectionRoutes.withdrawInterest, auth, markActive(deps), async (req, res) => {
    const { params } = inputOf(res, connectionRoutes.withdrawInterest.request);
    sendJson(
      res,
      connectionRoutes.withdrawInterest,
      await answer(req, res, params.id, { action: 'withdraw' })
    );
  });
}
