import { type Router } from 'express';
import { inputOf, outboxEvent, validate, type Logger } from '@matrimony/service-kit';
import { PASSWORD_RESET_MESSAGES } from '@matrimony/catalog/messages';
import { RESET_CONFIRMS_PER_IP, RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP } from '../../domain/limits';
import { joinName } from '../../domain/names';
import { signResetToken, verifyResetToken } from '../../domain/signed-tokens';
import { type IdentityDeps } from '../deps';
import { enforceLimit } from '../limits';
import { refuseWeakPassword } from '../passwords';
import { problem } from '../problems';
import { validateAs } from '../validate-as';
import { resetConfirmSchemas, resetRequestSchemas } from './schemas';

const TOO_MANY_RESETS = {
  message: { title: 'Too Many Requests', description: 'Too many password reset requests. Please try again later.' },
  code: 'too-many-requests'
};
const invalidLink = () => problem(400, PASSWORD_RESET_MESSAGES.invalidResetLink, 'invalid-reset-link');

/** POST /password-resets (e-mail a link), POST /password-resets/confirm (set the new password). */
export function passwordResetRoutes(router: Router, deps: IdentityDeps): void {
  const { stores, admin } = deps;

  router.post('/password-resets', validate(resetRequestSchemas), async (req, res) => {
    const email = inputOf(res, resetRequestSchemas).body.email.toLowerCase();
    await enforceLimit(stores.rateLimits, res, `reset-request:ip:${req.ip}`, RESET_REQUESTS_PER_IP, TOO_MANY_RESETS, deps.now());
    // Answered before looking the address up: same status, body and timing whether or not it exists.
    res.status(202).json(PASSWORD_RESET_MESSAGES.resetEmailSent);
    void sendResetLink(deps, email, req.log).catch((err: unknown) => req.log.error({ err: (err as Error).message }, 'password reset link not sent'));
  });

  router.post(
    '/password-resets/confirm',
    validateAs(resetConfirmSchemas, (fields) =>
      fields.includes('token') ? invalidLink() : problem(400, PASSWORD_RESET_MESSAGES.passwordTooShort, 'weak-password')
    ),
    async (req, res) => {
      const { token, password } = inputOf(res, resetConfirmSchemas).body;
      await enforceLimit(stores.rateLimits, res, `reset-confirm:ip:${req.ip}`, RESET_CONFIRMS_PER_IP, TOO_MANY_RESETS, deps.now());
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
        if (outcome === 'rejected') throw problem(400, PASSWORD_RESET_MESSAGES.resetFailed, 'weak-password');
      } catch (err) {
        // The password did not change: the links stay usable.
        await stores.credentialVersions.retreat(user.id, link.version);
        throw err;
      }
      await stores.credentialVersions.announce(user.id, outboxEvent('identity.user.password-changed', { userId: user.id, changedAt: deps.now().toISOString() }));
      // Whoever knew the old password is signed out everywhere.
      await admin.logoutEverywhere(user.id);
      req.log.info({ userId: user.id }, 'password reset');
      res.status(204).end();
    }
  );
}

async function sendResetLink(deps: IdentityDeps, email: string, log: Logger): Promise<void> {
  const { stores, admin, secrets, config } = deps;
  const user = await admin.findByEmail(email);
  if (!user) return;
  const quota = await stores.rateLimits.take(`reset-request:email:${email}`, RESET_REQUESTS_PER_EMAIL, deps.now());
  if (!quota.allowed) {
    log.info({ userId: user.id }, 'password reset link not sent: hourly limit for this address reached');
    return;
  }
  const token = signResetToken(config.IDENTITY_TOKEN_SECRET, user.id, await stores.credentialVersions.current(user.id));
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
