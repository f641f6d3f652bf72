import { type Logger, outboxEvent, problem } from '@matrimony/service-kit';
import { ACCOUNT_MESSAGES } from '@matrimony/catalog/messages';
import { type SessionTokens } from '../../keycloak/token-api';
import { checkCurrentPassword } from '../current-password';
import { type IdentityDeps } from '../deps';
import { refuseWeakPassword } from '../passwords';

export interface PasswordChange {
  userId: string;
  clientIp: string | undefined;
  currentPassword: string;
  newPassword: string;
}

/**
 * A signed-in member changes the password (POST /password): the current one is checked as sign-in checks it,
 * the new one is set through the admin API, and then, as after a reset, the credential version moves on (every
 * reset link outstanding dies), the member is told by e-mail (`identity.user.password-changed`) and every
 * session ends. The caller gets the tokens of a new session, so only the other devices are signed out.
 */
export async function changePassword(
  deps: IdentityDeps,
  change: PasswordChange,
  log: Logger
): Promise<SessionTokens> {
  const { admin, stores, tokens } = deps;
  const user = await admin.getUser(change.userId);
  if (!user) throw problem(404, ACCOUNT_MESSAGES.accountNotFound, 'account_not_found');
  // Before the password check: a refused new password costs the member none of the wrong-password allowance.
  refuseWeakPassword(change.newPassword, user.username, 'newPassword');
  await checkCurrentPassword(deps, change.clientIp, user, {
    field: 'currentPassword',
    password: change.currentPassword
  });

  const from = await stores.credentialVersions.bump(user.id);
  try {
    const outcome = await admin.resetPassword(user.id, change.newPassword);
    if (outcome === 'not_found') throw problem(404, ACCOUNT_MESSAGES.accountNotFound, 'account_not_found');
    if (outcome === 'rejected') {
      const { passwordNotChanged } = ACCOUNT_MESSAGES;
      throw problem(400, passwordNotChanged, 'weak_password', {
        errors: { newPassword: passwordNotChanged.description }
      });
    }
  } catch (err) {
    // The password did not change: reset links sent before stay usable.
    await stores.credentialVersions.retreat(user.id, from);
    throw err;
  }
  await stores.credentialVersions.announce(
    user.id,
    outboxEvent('identity.user.password-changed', { userId: user.id, changedAt: deps.now().toISOString() })
  );
  // Whoever knew the old password is signed out everywhere (this browser too, until it takes the new session).
  await admin.logoutEverywhere(user.id);
  log.info({ userId: user.id }, 'password changed');

  const session = await tokens.passwordGrant(user.username, change.newPassword);
  if (!session.ok) throw problem(503, ACCOUNT_MESSAGES.passwordChangedSignInAgain, 'other');
  return session.tokens;
}
