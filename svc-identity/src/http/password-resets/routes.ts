import { type Router } from 'express';
import { identityRoutes as routes } from '@matrimony/contracts/http/identity';
import {
  contractRoute,
  contractRouteWith,
  inputOf,
  outboxEvent,
  problem,
  sendJson,
  sendNoContent,
  type Logger
} from '@matrimony/service-kit';
import { PASSWORD_RESET_MESSAGES } from '@matrimony/catalog/messages';
import { RESET_CONFIRMS_PER_IP, RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP } from '../../domain/limits';
import { joinName } from '../../domain/names';
import { signResetToken, verifyResetToken } from '../../domain/signed-tokens';
import { type IdentityDeps } from '../deps';
import { enforceLimit } from '../limits';
import { refuseWeakPassword } from '../passwords';

const TOO_MANY_RESETS = {
  message: {
    title: 'Too Many Requests',
    description: 'Too many password reset requests. Please try again later.'
  },
  code: 'too_many_requests'
};
const invalidLink = () => problem(400, PASSWORD_RESET_MESSAGES.invalidResetLink, 'invalid_reset_link');

/** POST /password-resets (e-mail a link), POST /password-resets/confirm (set the new password). */
export function passwordResetRoutes(router: Router, deps: IdentityDeps): void {
  const { stores, admin } = deps;

  contractRoute(router, routes.requestPasswordReset, async (req, res) => {
    const email = inputOf(res, routes.requestPasswordReset.request).body.email.toLowerCase();
    await enforceLimit(
      stores.rateLimits,
      `reset-request:ip:${req.ip}`,
      RESET_REQUESTS_PER_IP,
      TOO_MANY_RESETS,
      deps.now()
    );
    // Answered before looking the address up: same status, body and timing whether or not it exists.
    sendJson(res, routes.requestPasswordReset, PASSWORD_RESET_MESSAGES.resetEmailSent);
    void sendResetLink(deps, email, req.log).catch((err: unknown) =>
      req.log.error({ err: (err as Error).message }, 'password reset link not sent')
    );
  });

  contractRouteWith(
    router,
    routes.confirmPasswordReset,
    {
      invalid: (errors) =>
        'token' in errors
          ? invalidLink()
          : problem(400, PASSWORD_RESET_MESSAGES.passwordTooShort, 'weak_password')
    },
    async (req, res) => {
      const { token, password } = inputOf(res, routes.confirmPasswordReset.request).body;
      await enforceLimit(
        stores.rateLimits,
        `reset-confirm:ip:${req.ip}`,
        RESET_CONFIRMS_PER_IP,
        TOO_MANY_RESETS,
        deps.now()
      );
      const link = verifyResetToken(deps.config.IDENTITY_TOKEN_SECRET, token);
      if (!link) throw invalidLink();
      const user = await admin.getUser(link.subject);
      if (!user) throw invalidLink();
      refuseWeakPassword(password, user.username);

      // The link is good only at the credential version it was issued for; using it moves the version
      // on, which kills this link and every other one outstanding (compare-and-set: one use wins).
      if (!(await stores.credentialVersions.advance(user.id, link.version))) throw invalidLink();
      try {
        const outcome = await admin.resetPassword(user.id, password);
        if (outcome === 'not_found') throw invalidLink();
        if (outcome === 'rejected') throw problem(400, PASSWORD_RESET_MESSAGES.resetFailed, 'weak_password');
      } catch (err) {
        // The password did not change: the links stay usable.
        await stores.credentialVersions.retreat(user.id, link.version);
        throw err;
      }
      await stores.credentialVersions.announce(
        user.id,
        outboxEvent('identity.user.password-changed', {
          userId: user.id,
          changedAt: deps.now().toISOString()
        })
      );
      // Whoever knew the old password is signed out everywhere.
      await admin.logoutEverywhere(user.id);
      req.log.info({ userId: user.id }, 'password reset');
      sendNoContent(res, routes.confirmPasswordReset);
    }
  );
}

async function sendResetLink(deps: IdentityDeps, email: string, log: Logger): Promise<void> {
  const { stores, admin, secrets, config } = deps;
  const user = await admin.findByEmail(email);
  if (!user) return;
  const quota = await stores.rateLimits.take(
    `reset-request:email:${email}`,
    RESET_REQUESTS_PER_EMAIL,
    deps.now()
  );
  if (!quota.allowed) {
    log.info({ userId: user.id }, 'password reset link not sent: hourly limit for this address reached');
    return;
  }
  const token = signResetToken(
    config.IDENTITY_TOKEN_SECRET,
    user.id,
    await stores.credentialVersions.current(user.id)
  );
  const link = verifyResetToken(config.IDENTITY_TOKEN_SECRET, token)!;
  // In the fragment: browsers never send it, so the token stays out of every server and proxy log.
  const resetUrl = `${config.PUBLIC_URL.replace(/\/$/, '')}/reset-password#token=${encodeURIComponent(token)}`;
  await secrets.passwordResetRequested({
    userId: user.id,
    email,
    fullName: joinName(user.firstName, user.lastName) || user.username,
    resetUrl,
    expiresAt: link.expiresAt.toISOString()
  });
  log.info({ userId: user.id }, 'password reset link queued');
}
