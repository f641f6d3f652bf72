import { type Router } from 'express';
import { identityRoutes as routes } from '@matrimony/contracts/http/identity';
import { ACCOUNT_MESSAGES } from '@matrimony/catalog/messages';
import {
  contractRoute,
  inputOf,
  problem,
  requireAuth,
  sendJson,
  sendNoContent
} from '@matrimony/service-kit';
import { finishDeletion } from '../../accounts/finish-deletion';
import { joinName } from '../../domain/names';
import { type IdentityDeps } from '../deps';
import { checkCurrentPassword } from '../current-password';
import { checkRegistrationHandler } from './check';
import { registerHandler } from './register';

/** POST /accounts (register), POST /accounts/checks, GET /me, DELETE /accounts/me. */
export function accountRoutes(router: Router, deps: IdentityDeps): void {
  const { stores, admin, verifier } = deps;

  contractRoute(router, routes.register, registerHandler(deps));
  contractRoute(router, routes.checkRegistration, checkRegistrationHandler(deps));

  contractRoute(router, routes.getAccount, requireAuth(verifier), async (req, res) => {
    const user = await admin.getUser(req.auth!.userId);
    if (!user) throw problem(404, ACCOUNT_MESSAGES.accountNotFound, 'account_not_found');
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.getAccount, {
      id: user.id,
      mobile: user.attributes?.phone?.[0] ?? user.username,
      mobileVerified: user.attributes?.phone_verified?.[0] === 'true',
      email: user.email ?? null,
      fullName: joinName(user.firstName, user.lastName),
      roles: req.auth!.roles
    });
  });

  contractRoute(router, routes.deleteAccount, requireAuth(verifier), async (req, res) => {
    const { password } = inputOf(res, routes.deleteAccount.request).body;
    const userId = req.auth!.userId;
    const user = await admin.getUser(userId);
    if (!user) throw problem(404, ACCOUNT_MESSAGES.accountNotFound, 'account_not_found');
    // Re-entering the password proves the member is at the keyboard.
    await checkCurrentPassword(deps, req.ip, user, { field: 'password', password });
    await stores.deletions.begin(userId, user.username, deps.now());
    await finishDeletion(
      { admin, stores, mobileHashKey: deps.config.MOBILE_HASH_KEY, now: deps.now },
      { userId, mobile: user.username, email: user.email }
    );
    req.log.info({ userId }, 'account deleted');
    sendNoContent(res, routes.deleteAccount);
  });
}
