import { type Router } from 'express';
import { identityRoutes as routes } from '@matrimony/contracts/http/identity';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { type IdentityDeps } from '../deps';
import { changePassword } from './change-password';

/** POST /password: a signed-in member changes the password (settings). */
export function passwordChangeRoutes(router: Router, deps: IdentityDeps): void {
  contractRoute(router, routes.changePassword, requireAuth(deps.verifier), async (req, res) => {
    const { currentPassword, newPassword } = inputOf(res, routes.changePassword.request).body;
    const session = await changePassword(
      deps,
      { userId: req.auth!.userId, clientIp: req.ip, currentPassword, newPassword },
      req.log
    );
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    sendJson(res, routes.changePassword, session);
  });
}
