import { type Logger, outboxEvent, problem } from '@matrimony/service-kit';
import { ACCOUNT_MESSAGES, CONTACT_CHANGE_MESSAGES, messageText } from '@matrimony/catalog/messages';
import { maskEmail } from '@matrimony/catalog/masking';
import { CONTACT_CHANGE_REQUESTS_PER_MEMBER, EMAIL_CHANGE_CONFIRMS_PER_IP } from '../../domain/limits';
import { joinName } from '../../domain/names';
import { signEmailChangeToken, verifyEmailChangeToken } from '../../domain/signed-tokens';
import { checkCurrentPassword } from '../current-password';
import { type IdentityDeps } from '../deps';
import { enforceLimit } from '../limits';

const TOO_MANY_CHANGES = { message: CONTACT_CHANGE_MESSAGES.tooManyChanges, code: 'too_many_requests' };
const invalidLink = () => problem(400, CONTACT_CHANGE_MESSAGES.invalidEmailLink, 'invalid_email_change_link');
export const emailTaken = () =>
  problem(409, CONTACT_CHANGE_MESSAGES.emailTaken, 'email_already_exists', {
    errors: { email: messageText(CONTACT_CHANGE_MESSAGES.emailTaken) }
  });

export interface EmailChangeRequest {
  userId: string;
  clientIp: string | undefined;
  email: string;
  currentPassword: string;
}

/**
 * POST /email-changes: after the current password, a link bound to the member and the new address goes to that
 * address (IDENTITY_SECRETS, never the outbox or a log). Nothing changes yet; a newer request kills this link.
 */
export async function requestEmailChange(
  deps: IdentityDeps,
  change: EmailChangeRequest,
  log: Logger
): Promise<{ email: string; expiresAt: string }> {
  const { admin, stores, secrets, config } = deps;
  const user = await admin.getUser(change.userId);
  if (!user) throw problem(404, ACCOUNT_MESSAGES.accountNotFound, 'account_not_found');
  const { sameEmail } = CONTACT_CHANGE_MESSAGES;
  if (user.email?.toLowerCase() === change.email)
    throw problem(400, sameEmail, 'same_email', { errors: { email: messageText(sameEmail) } });
  await checkCurrentPassword(deps, change.clientIp, user, {
    field: 'currentPassword',
    password: change.currentPassword
  });
  await enforceLimit(
    stores.rateLimits,
    `contact-change:member:${user.id}`,
    CONTACT_CHANGE_REQUESTS_PER_MEMBER,
    TOO_MANY_CHANGES,
    deps.now()
  );
  // After the password: only the account's owner learns whether an address is taken.
  const owner = await admin.findByEmail(change.email);
  if (owner && owner.id !== user.id) throw emailTaken();

  const token = signEmailChangeToken(config.IDENTITY_TOKEN_SECRET, user.id, change.email);
  const link = verifyEmailChangeToken(config.IDENTITY_TOKEN_SECRET, token)!;
  await stores.contactChanges.startEmailChange(user.id, link.jti);
  // In the fragment, as reset links: the token reaches no server or proxy log.
  const confirmUrl = `${config.PUBLIC_URL.replace(/\/$/, '')}/confirm-email#token=${encodeURIComponent(token)}`;
  const expiresAt = link.expiresAt.toISOString();
  await secrets.emailChangeRequested({
    userId: user.id,
    email: change.email,
    fullName: joinName(user.firstName, user.lastName) || user.username,
    confirmUrl,
    expiresAt
  });
  log.info({ userId: user.id }, 'e-mail change link queued');
  return { email: maskEmail(change.email), expiresAt };
}

/** The member's live link for this token, or a 400 `invalid_email_change_link`. Changes nothing. */
async function liveLink(deps: IdentityDeps, clientIp: string | undefined, token: string) {
  await enforceLimit(
    deps.stores.rateLimits,
    `email-change:ip:${clientIp}`,
    EMAIL_CHANGE_CONFIRMS_PER_IP,
    TOO_MANY_CHANGES,
    deps.now()
  );
  const link = verifyEmailChangeToken(deps.config.IDENTITY_TOKEN_SECRET, token);
  if (!link || !(await deps.stores.contactChanges.isLive(link.subject, link.jti))) throw invalidLink();
  return link;
}

/** POST /email-changes/preview: what the link would do (the page shows it before the member confirms). */
export async function previewEmailChange(
  deps: IdentityDeps,
  clientIp: string | undefined,
  token: string
): Promise<{ email: string; expiresAt: string }> {
  const link = await liveLink(deps, clientIp, token);
  return { email: maskEmail(link.email), expiresAt: link.expiresAt.toISOString() };
}

/**
 * POST /email-changes/confirm: the link is used up (one use wins), Keycloak gets the new, verified address, reset
 * links sent to the old address die (the credential version moves on), and `identity.user.contact-changed` goes out
 * with the old address, which svc-notify tells.
 */
export async function confirmEmailChange(
  deps: IdentityDeps,
  clientIp: string | undefined,
  token: string,
  log: Logger
): Promise<{ email: string }> {
  const { admin, stores } = deps;
  const link = await liveLink(deps, clientIp, token);
  const user = await admin.getUser(link.subject);
  if (!user) throw invalidLink();
  const owner = await admin.findByEmail(link.email);
  if (owner && owner.id !== user.id) throw emailTaken();
  if (!(await stores.contactChanges.claimEmailLink(user.id, link.jti))) throw invalidLink();
  let outcome: Awaited<ReturnType<typeof admin.updateUser>>;
  try {
    outcome = await admin.updateUser(user.id, { email: link.email, emailVerified: true });
  } catch (err) {
    await stores.contactChanges.releaseEmailLink(user.id, link.jti);
    throw err;
  }
  if (outcome === 'not_found') throw invalidLink();
  if (outcome === 'conflict') {
    await stores.contactChanges.releaseEmailLink(user.id, link.jti);
    throw emailTaken();
  }
  await stores.credentialVersions.bump(user.id);
  await stores.contactChanges.announce(
    user.id,
    outboxEvent('identity.user.contact-changed', {
      userId: user.id,
      mobile: user.attributes?.phone?.[0] ?? user.username,
      email: link.email,
      changed: 'email',
      ...(user.email ? { previousEmail: user.email } : {}),
      changedAt: deps.now().toISOString()
    })
  );
  log.info({ userId: user.id }, 'e-mail changed');
  return { email: maskEmail(link.email) };
}
