import { ACCOUNT_MESSAGES } from '@matrimony/catalog/messages';
import { problem } from '@matrimony/service-kit';
import {
  PASSWORD_CHECK_FAILURES_PER_MEMBER,
  PASSWORD_CHECKS_PER_IP,
  PASSWORD_CHECKS_PER_MEMBER_BURST
} from '../domain/limits';
import { type IdentityDeps } from './deps';
import { enforceLimit } from './limits';

// Each refusal says its true reason: a right password typed straight after a wrong one is told to wait a moment,
// not that it was wrong several times.
const refusal = (message: { title: string; description: string }) => ({ message, code: 'too_many_requests' });
const TOO_MANY_FAILURES = refusal(ACCOUNT_MESSAGES.tooManyPasswordChecks);
const TOO_SOON = refusal(ACCOUNT_MESSAGES.passwordCheckTooSoon);
const TOO_MANY_FROM_NETWORK = refusal(ACCOUNT_MESSAGES.passwordChecksFromNetwork);

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
  const now = deps.now();
  await enforceLimit(
    stores.rateLimits,
    `password-check:ip:${clientIp}`,
    PASSWORD_CHECKS_PER_IP,
    TOO_MANY_FROM_NETWORK,
    now
  );
  await enforceLimit(
    stores.rateLimits,
    `password-check:burst:${user.id}`,
    PASSWORD_CHECKS_PER_MEMBER_BURST,
    TOO_SOON,
    now
  );
  // Apart from the attempts: only this one is given back, when the password was right.
  const releaseFailure = await enforceLimit(
    stores.rateLimits,
    `password-check:member:${user.id}`,
    PASSWORD_CHECK_FAILURES_PER_MEMBER,
    TOO_MANY_FAILURES,
    now
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
