import { type EventEnvelope, type EventSubject } from '@matrimony/contracts';
import { type EventHandlers } from '@matrimony/service-kit';
import { type Deliverer } from '../delivery/deliverer';
import { smsNumber } from '../domain/recipients';
import { RecipientUnknownError } from '../domain/recipient-unknown';
import { conversationHandlers, memberLeft, suspensionChanged } from './conversations';
import { memberNews, tellContactChange, type NewsDeps } from './member-news';
import { eraseMemberTickets, supportTicketHandlers } from './support-tickets';
import { maskEmail, maskMobile } from '@matrimony/catalog/masking';
import {
  emailChangeConfirmEmail,
  emailChangedEmail,
  existingAccountSms,
  mobileChangedEmail,
  otpSms,
  passwordChangedEmail,
  passwordResetEmail
} from '../templates';

/**
 * Stores, the e-mail queue, clock, the unsubscribe key and the live counts, and the deliverer that sends at once
 * what must never be stored (the OTP, reset and confirmation links): what every event handler may use.
 */
export type HandlerDeps = NewsDeps & { deliverer: Deliverer };

type Handler<S extends EventSubject> = (event: EventEnvelope<S>, deps: HandlerDeps) => Promise<void>;

const isPast = (iso: string, now: Date) => new Date(iso).getTime() <= now.getTime();

/** The member's language (their settings, kept here): what their e-mails are written in. */
const localeOf = async (deps: HandlerDeps, userId: string) =>
  (await deps.stores.notificationSettings.get(userId)).locale;

const otpRequested: Handler<'identity.otp.requested'> = async (event, deps) => {
  // A visitor signing up: the language of the page that asked (English from older publishers); a member changing
  // their number: their own language.
  const { mobile, code, expiresAt, userId } = event.data;
  // A code that expired while waiting (NATS outage, retries) would only confuse the member.
  if (isPast(expiresAt, deps.now())) {
    deps.logger.info({ eventId: event.id }, 'OTP expired before it could be sent: dropped');
    return;
  }
  const locale = event.data.locale ?? (userId ? await localeOf(deps, userId) : 'en');
  await deps.deliverer.sms(`event:${event.id}:otp-sms`, {
    to: smsNumber(mobile),
    template: 'otp',
    text: otpSms(code, {
      host: new URL(deps.publicUrl).hostname,
      validMinutes: Math.max(1, Math.round((new Date(expiresAt).getTime() - deps.now().getTime()) / 60_000)),
      locale
    }).text,
    locale
  });
};

const otpWithheld: Handler<'identity.otp.withheld'> = async (event, deps) => {
  const { locale = 'en' } = event.data;
  const text = existingAccountSms(new URL('/signin', deps.publicUrl).toString(), locale).text;
  await deps.deliverer.sms(`event:${event.id}:existing-account-sms`, {
    to: smsNumber(event.data.mobile),
    template: 'existing-account',
    text,
    locale
  });
};

const passwordResetRequested: Handler<'identity.password-reset.requested'> = async (event, deps) => {
  const { userId, email, fullName, resetUrl, expiresAt } = event.data;
  if (isPast(expiresAt, deps.now())) {
    deps.logger.info({ eventId: event.id }, 'reset link expired before it could be sent: dropped');
    return;
  }
  const locale = await localeOf(deps, userId);
  await deps.deliverer.email(`event:${event.id}:password-reset`, {
    to: email,
    template: 'password-reset',
    content: passwordResetEmail({ fullName, resetUrl, expiresAt, locale })
  });
};

const passwordChanged: Handler<'identity.user.password-changed'> = async (event, deps) => {
  const { userId, changedAt } = event.data;
  const recipient = await deps.stores.recipients.get(userId);
  if (!recipient) throw new RecipientUnknownError(userId);
  const content = passwordChangedEmail({
    fullName: recipient.fullName,
    changedAt,
    resetUrl: new URL('/signin', deps.publicUrl).toString(),
    locale: await localeOf(deps, userId)
  });
  await deps.queuedEmails.enqueue(`event:${event.id}:password-changed`, {
    to: recipient.email,
    template: 'password-changed',
    content
  });
};

const emailChangeRequested: Handler<'identity.email-change.requested'> = async (event, deps) => {
  const { userId, email, fullName, confirmUrl, expiresAt } = event.data;
  if (isPast(expiresAt, deps.now())) {
    deps.logger.info({ eventId: event.id }, 'e-mail change link expired before it could be sent: dropped');
    return;
  }
  const locale = await localeOf(deps, userId);
  await deps.deliverer.email(`event:${event.id}:email-change`, {
    to: email,
    template: 'email-change',
    content: emailChangeConfirmEmail({ fullName, confirmUrl, expiresAt, locale })
  });
};

/**
 * The member changed their e-mail or mobile: a security notice (whatever the settings: the in-app one is in
 * member-news), to the old address for an e-mail change, to the account's address for a mobile change; then the
 * recipient record takes the new details unless a newer change is already in.
 */
const contactChanged: Handler<'identity.user.contact-changed'> = async (event, deps) => {
  const { userId, email, mobile, changed, previousEmail, changedAt } = event.data;
  const recipient = await deps.stores.recipients.get(userId);
  if (!recipient) throw new RecipientUnknownError(userId);
  const url = (path: string) => new URL(path, deps.publicUrl).toString();
  const locale = await localeOf(deps, userId);
  if (changed === 'email' && previousEmail && previousEmail !== email) {
    const content = emailChangedEmail({
      fullName: recipient.fullName,
      newEmail: maskEmail(email),
      changedAt,
      supportUrl: url('/help-support'),
      locale
    });
    await deps.queuedEmails.enqueue(`event:${event.id}:email-changed`, {
      to: previousEmail,
      template: 'email-changed',
      content
    });
  }
  if (changed === 'mobile') {
    const content = mobileChangedEmail({
      fullName: recipient.fullName,
      newMobile: maskMobile(mobile),
      changedAt,
      resetUrl: url('/signin'),
      locale
    });
    await deps.queuedEmails.enqueue(`event:${event.id}:mobile-changed`, {
      to: email,
      template: 'mobile-changed',
      content
    });
  }
  await deps.stores.recipients.applyContactChange(userId, { email, mobile }, new Date(changedAt));
};

const userRegistered: Handler<'identity.user.registered'> = async (event, deps) => {
  const { userId, email, mobile, fullName, locale } = event.data;
  // The sign-up page's language, before the recipient: e-mails waiting for the recipient (the welcome) find it.
  if (locale)
    await deps.stores.notificationSettings.setFirstLocale(userId, locale, new Date(event.occurredAt));
  await deps.stores.recipients.save({
    _id: userId,
    email,
    mobile,
    fullName,
    registeredAt: new Date(event.occurredAt)
  });
};

const userDeleted: Handler<'identity.user.deleted'> = async (event, deps) => {
  const { userId } = event.data;
  const recipient = await deps.stores.recipients.get(userId);
  if (recipient) {
    const addresses = [recipient.email, smsNumber(recipient.mobile)];
    await deps.stores.deliveries.eraseRecipients(addresses);
    await deps.stores.devOutbox.eraseRecipients(addresses);
    await deps.stores.contactMessages.eraseSender(recipient.email);
    // The contact form counts acknowledgements per address.
    await deps.stores.rateLimits.forget([recipient.email, recipient.mobile, userId]);
  }
  // Their access tokens stay signed until they expire: refused here from now on.
  await deps.stores.revokedMembers.revoke(userId, 'deleted', new Date(event.occurredAt));
  // Every replica ends the member's live streams (this one alone consumes the event).
  deps.unread.revoked(userId);
  await memberLeft(deps, userId, new Date(event.occurredAt));
  await eraseMemberTickets(deps.stores, userId, recipient?.email ?? null);
  await deps.stores.notifications.eraseMember(userId);
  await deps.stores.notificationSettings.erase(userId);
  await deps.stores.memberPlans.erase(userId);
  await deps.stores.recipients.erase(userId);
  deps.logger.info({ userId }, 'member notification data erased');
};

// A suspended member's still-valid access tokens are refused here too, and their open streams end, until the suspension is lifted (ordered by
// the decision's time: a late suspension never undoes a later lifting).
const userSuspended: Handler<'identity.user.suspended'> = async (event, deps) => {
  await deps.stores.revokedMembers.revoke(event.data.userId, 'suspended', new Date(event.data.at));
  // Every replica ends the member's live streams, unless its record shows a later lifting (a suspension that came late).
  deps.unread.revoked(event.data.userId);
  await suspensionChanged(deps, event.data.userId);
};

const userReinstated: Handler<'identity.user.reinstated'> = async (event, deps) => {
  await deps.stores.revokedMembers.restore(event.data.userId, new Date(event.data.at));
  await suspensionChanged(deps, event.data.userId);
};

/**
 * What svc-notify does with each event it consumes, one handler per subject. The messages of identity events are
 * sent at once or change records, so the consumer runs each once per event (a redelivery that another replica is
 * handling or has handled is skipped); member news is repeatable (member-news.ts).
 */
export function notifyEventHandlers(deps: HandlerDeps) {
  return {
    'identity.otp.requested': (event) => otpRequested(event, deps),
    'identity.otp.withheld': (event) => otpWithheld(event, deps),
    'identity.password-reset.requested': (event) => passwordResetRequested(event, deps),
    'identity.email-change.requested': (event) => emailChangeRequested(event, deps),
    'identity.user.registered': (event) => userRegistered(event, deps),
    'identity.user.contact-changed': async (event) => {
      await tellContactChange(deps, event);
      await contactChanged(event, deps);
    },
    'identity.user.deleted': (event) => userDeleted(event, deps),
    'identity.user.password-changed': (event) => passwordChanged(event, deps),
    'identity.user.suspended': (event) => userSuspended(event, deps),
    'identity.user.reinstated': (event) => userReinstated(event, deps),
    ...conversationHandlers(deps),
    ...supportTicketHandlers(deps),
    // Last, so that a subject with both news and a message does not type-check (TS2783): it is one handler above.
    ...memberNews(deps)
  } satisfies EventHandlers;
}
