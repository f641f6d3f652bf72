import { type Router } from 'express';
import { contactRoutes } from '@matrimony/contracts/http/profile/contact';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { contactViewers } from '../../contact/contact-viewers';
import { revealContact } from '../../contact/reveal-contact';
import { loadViewer } from '../../discovery/viewer';
import { type ProfileDeps } from '../deps';

/** GET /:profileId/contact (the one way mobile and e-mail leave the service) and GET /me/contact-viewers. */
export function contactRoutesOf(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);

  contractRoute(router, contactRoutes.listContactViewers, auth, async (req, res) => {
    const { query } = inputOf(res, contactRoutes.listContactViewers.request);
    const viewer = await loadViewer(deps.stores, req.auth!.userId, deps.now());
    res.setHeader('Cache-Control', 'no-store');
    const viewers = await contactViewers(deps.stores, viewer, {
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    if (viewers.visibility === 'teaser') return sendJson(res, contactRoutes.listContactViewers, viewers);
    sendJson(res, contactRoutes.listContactViewers, {
      visibility: 'full',
      items: viewers.items,
      page: query.page,
      pageSize: query.pageSize,
      total: viewers.total
    });
  });

  contractRoute(router, contactRoutes.getContact, auth, async (req, res) => {
    const { params } = inputOf(res, contactRoutes.getContact.request);
    const now = deps.now();
    const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
    res.setHeader('Cache-Control', 'no-store');
    const details = await revealContact(deps.stores, viewer, params.profileId, {
      now,
      contactOfferKey: deps.contactOfferKey
    });
    sendJson(res, contactRoutes.getContact, details);
  });
}
