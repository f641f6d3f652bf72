import { type Router } from 'express';
import { identityApi } from '@matrimony/contracts/http/identity';
import {
  contractRoute,
  contractRouteWith,
  inputOf,
  problem,
  requireAuth,
  sendJson
} from '@matrimony/service-kit';
import { CONTACT_CHANGE_MESSAGES } from '@matrimony/catalog/messages';
import { type IdentityDeps } from '../deps';
import { confirmEmailChange, previewEmailChange, requestEmailChange } from './email-change';
import { confirmMobileChange, requestMobileChange } from './mobile-change';

const routes = identityApi.routes;
const invalidLink = () => problem(400, CONTACT_CHANGE_MESSAGES.invalidEmailLink, 'invalid_email_change_link');

/** Settings, Account: POST /email-changes (+ /preview, /confirm from the link) and POST /mobile-changes (+ /confirm with the code). */
export function contactChangeRoutes(router: Router, deps: IdentityDeps): void {
  const auth = requireAuth(deps.verifier);

  contractRoute(router, routes.requestEmailChange, auth, async (req, res) => {
    const { email, currentPassword } = inputOf(res, routes.requestEmailChange.request).body;
    const sent = await requestEmailChange(
      deps,
      { userId: req.auth!.userId, clientIp: req.ip, email, currentPassword },
      req.log
    );
    sendJson(res, routes.requestEmailChange, sent);
  });

  // A malformed token is the same invalid link as a forged one.
  contractRouteWith(router, routes.previewEmailChange, { invalid: invalidLink }, async (req, res) => {
    const { token } = inputOf(res, routes.previewEmailChange.request).body;
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.previewEmailChange, await previewEmailChange(deps, req.ip, token));
  });

  contractRouteWith(router, routes.confirmEmailChange, { invalid: invalidLink }, async (req, res) => {
    const { token } = inputOf(res, routes.confirmEmailChange.request).body;
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.confirmEmailChange, await confirmEmailChange(deps, req.ip, token, req.log));
  });

  contractRoute(router, routes.requestMobileChange, auth, async (req, res) => {
    const { mobile, currentPassword } = inputOf(res, routes.requestMobileChange.request).body;
    sendJson(
      res,
      routes.requestMobileChange,
      await requestMobileChange(
        deps,
        { userId: req.auth!.userId, clientIp: req.ip, mobile, currentPassword },
        req.log
      )
    );
  });

  contractRoute(router, routes.confirmMobileChange, auth, async (req, res) => {
    const { mobile, code } = inputOf(res, routes.confirmMobileChange.request).body;
    sendJson(
      res,
      routes.confirmMobileChange,
      await confirmMobileChange(deps, { userId: req.auth!.userId, clientIp: req.ip, mobile, code }, req.log)
    );
  });
}
