import { type Router } from 'express';
import { identityRoutes as routes } from '@matrimony/contracts/http/identity';
import { contractRoute, inputOf, problem, requireAuth, sendJson, sendNoContent } from '@matrimony/service-kit';
import { finishDeletion } from '../../accounts/finish-deletion';
import { joinName } from '../../domain/names';
import { type IdentityDeps } from '../deps';
import { DELETION_PASSWORD_CHECKS_PER_IP, DELETION_PASSWORD_CHECKS_PER_MEMBER_BURST, DELETION_PASSWORD_FAILURES_PER_MEMBER } from '../../domain/limits';
import { enforceLimit } from '../limits';
import { checkRegistrationHandler } from './check';
import { registerHandler } from './register';

const ACCOUNT_NOT_FOUND = { title: 'Account Not Found', description: 'Your account no longer exists. Please sign up again.' } as const;
const WRONG_PASSWORD = { title: 'Incorrect Password', description: 'The password is incorrect. Please try again.' } as const;
const TOO_MANY_PASSWORD_CHECKS = {
  message: {
    title: 'Too Many Attempts',
    description: 'The password was entered wrongly several times. Please try again later, or reset your password from the sign-in page.'
  },
  code: 'too_many_requests'
};

/** POST /accounts (register), POST /accounts/checks, GET /me, DELETE /accounts/me. */
export function accountRoutes(router: Router, deps: IdentityDeps): void {
  const { stores, admin, tokens, verifier } = deps;

  contractRoute(router, routes.register, registerHandler(deps));
  contractRoute(router, routes.checkRegistration, checkRegistrationHandler(deps));

  contractRoute(router, routes.getAccount, requireAuth(verifier), async (req, res) => {
    const user = await admin.getUser(req.auth!.userId);
    if (!user) throw problem(404, ACCOUNT_NOT_FOUND, 'account_not_found');
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
    if (!user) throw problem(404, ACCOUNT_NOT_FOUND, 'account_not_found');
    // Limited before Keycloak sees the password, so failures here never reach its account lockout.
    await enforceLimit(stores.rateLimits, `delete-password:ip:${req.ip}`, DELETION_PASSWORD_CHECKS_PER_IP, TOO_MANY_PASSWORD_CHECKS, deps.now());
    await enforceLimit(stores.rateLimits, `delete-password:burst:${userId}`, DELETION_PASSWORD_CHECKS_PER_MEMBER_BURST, TOO_MANY_PASSWORD_CHECKS, deps.now());
    const releaseFailure = await enforceLimit(stores.rateLimits, `delete-password:member:${userId}`, DELETION_PASSWORD_FAILURES_PER_MEMBER, TOO_MANY_PASSWORD_CHECKS, deps.now());
    // Re-entering the password proves the member is at the keyboard; the check session is ended at once.
    const check = await tokens.passwordGrant(user.username, password);
    if (!check.ok) throw problem(401, WRONG_PASSWORD, 'invalid_password', { errors: { password: WRONG_PASSWORD.description } });
    await releaseFailure();
    await tokens.logout(check.tokens.refresh_token);
    await stores.deletions.begin(userId, user.username, deps.now());
    await finishDeletion(admin, stores, userId, user.username);
    req.log.info({ userId }, 'account deleted');
    sendNoContent(res, routes.deleteAccount);
  });
}
