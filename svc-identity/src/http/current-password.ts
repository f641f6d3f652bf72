import { ACCOUNT_MESSAGES } from '@matrimony/catalog/messages';
import { problem } from '@matrimony/service-kit';
import {
  PASSWORD_CHECK_FAILURES_PER_MEMBER,
  PASSWORD_CHECKS_PER_IP,
  PASSWORD_CHECKS_PER_MEMBER_BURST
} from '../domain/limits';
import { type IdentityDeps } from './deps';
import { enforceLimit, enforceLimits } from './limits';

const TOO_MANY_PASSWORD_CHECKS = {
  message: ACCOUNT_MESSAGES.tooManyPasswordChecks,
  code: 'too_many_requests'
};

/**
 * Checks the password a signed-in member typed again (deleting the account, changing the password) the way
 * sign-in checks it: a password grant as the sessions client, whose session is ended at once. A wrong one is
 * 401 `invalid_password`, its message under `entered.field`. The limits are taken before Keycloak sees the password and are shared by every
 * such endpoint, so failures here never reach Keycloak's account lockout.
 */
export async function checkCurrentPassword(
  deps: IdentityDeps,
  clientIp: string | undefined,
  user: { id: string; username: string },
  entered: { field: string; password: string }
): Promise<void> {
  const { stores, tokens } = deps;
  const attempts = [
    { key: `password-check:ip:${clientIp}`, limit: PASSWORD_CHECKS_PER_IP },
    { key: `password-check:burst:${user.id}`, limit: PASSWORD_CHECKS_PER_MEMBER_BURST }
  ];
  await enforceLimits(stores.rateLimits, attempts, TOO_MANY_PASSWORD_CHECKS, deps.now());
  // Apart from the attempts: only this one is given back, when the password was right.
  const releaseFailure = await enforceLimit(
    stores.rateLimits,
    `password-check:member:${user.id}`,
    PASSWORD_CHECK_FAILURES_PER_MEMBER,
    TOO_MANY_PASSWORD_CHECKS,
    deps.now()
  );
  const check = await tokens.passwordGrant(user.username, entered.password);
  if (!check.ok) {
    const { incorrectPassword } = ACCOUNT_MESSAGES;
    throw problem(401, incorrectPassword, 'invalid_password', {
      errors: { [entered.field]: incorrectPassword.description }
    });
  }
  await releaseFailure();
  await tokens.logout(check.tokens.refresh_token);
}
