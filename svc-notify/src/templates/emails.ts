import { PREMIUM_PRICE_INR, SUPPORT_REPLY_HOURS } from '@matrimony/catalog/constants';
import {
  indianDate,
  indianDateTime,
  oneLine,
  renderEmail,
  SITE_NAME,
  type Rendered,
  type Unsubscribe
} from './layout';

export function passwordResetEmail(input: {
  fullName: string;
  resetUrl: string;
  expiresAt: string;
}): Rendered {
  return renderEmail({
    subject: `Reset your ${SITE_NAME} password`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      'We received a request to reset the password of your account. Choose a new password with the link below.'
    ],
    action: { label: 'Reset password', url: input.resetUrl },
    after: [
      `The link works once and expires on ${indianDateTime(input.expiresAt)}.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.'
    ]
  });
}

/** A security notice: sent whatever the member's e-mail settings are. */
export function passwordChangedEmail(input: {
  fullName: string;
  changedAt: string;
  resetUrl: string;
}): Rendered {
  return renderEmail({
    subject: `Your ${SITE_NAME} password was changed`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `The password of your ${SITE_NAME} account was changed on ${indianDateTime(input.changedAt)}. Every device signed in before was signed out, and any other reset link we sent you no longer works.`,
      'If this was you, there is nothing more to do.'
    ],
    action: { label: 'This was not me: reset my password', url: input.resetUrl },
    after: [
      'If you did not change it, reset your password with the button above and write to our support team.'
    ]
  });
}

/** To the new address a member typed on /settings: the link that makes it the account's address. */
export function emailChangeConfirmEmail(input: {
  fullName: string;
  confirmUrl: string;
  expiresAt: string;
}): Rendered {
  return renderEmail({
    subject: `Confirm your new ${SITE_NAME} e-mail address`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `You asked to use this e-mail address for your ${SITE_NAME} account. Confirm it with the link below; until then nothing changes.`
    ],
    action: { label: 'Confirm this e-mail', url: input.confirmUrl },
    after: [
      `The link works once and expires on ${indianDateTime(input.expiresAt)}.`,
      'If you did not ask for this, ignore this e-mail: no account will use this address.'
    ]
  });
}

/**
 * A security notice to the old address: sent whatever the member's e-mail settings are. The new address shows
 * masked only (this mailbox may no longer be the member's).
 */
export function emailChangedEmail(input: {
  fullName: string;
  newEmail: string;
  changedAt: string;
  supportUrl: string;
}): Rendered {
  return renderEmail({
    subject: `Your ${SITE_NAME} e-mail address was changed`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `The e-mail address of your ${SITE_NAME} account was changed to ${input.newEmail} on ${indianDateTime(input.changedAt)}. Security notices and other e-mails now go to the new address.`,
      'If this was you, there is nothing more to do.'
    ],
    action: { label: 'This was not me: contact support', url: input.supportUrl },
    after: ['If you did not change it, write to our support team at once: someone may know your password.']
  });
}

/** A security notice to the account's e-mail: sent whatever the member's e-mail settings are. */
export function mobileChangedEmail(input: {
  fullName: string;
  newMobile: string;
  changedAt: string;
  resetUrl: string;
}): Rendered {
  return renderEmail({
    subject: `Your ${SITE_NAME} mobile number was changed`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `The mobile number of your ${SITE_NAME} account was changed to ${input.newMobile} on ${indianDateTime(input.changedAt)}. Sign in with the new number from now on; the old one no longer works.`,
      'If this was you, there is nothing more to do.'
    ],
    action: { label: 'This was not me: reset my password', url: input.resetUrl },
    after: [
      'If you did not change it, reset your password with the button above and write to our support team.'
    ]
  });
}

/** The welcome-offer e-mail (category premium, so it carries the unsubscribe footer and headers). */
export function welcomeEmail(input: {
  fullName: string;
  premiumUntil: string | null;
  dashboardUrl: string;
  unsubscribe?: Unsubscribe;
}): Rendered {
  const premium = input.premiumUntil
    ? `As a welcome gift your account has 1 month of FREE Premium, until ${indianDate(input.premiumUntil)}: unlimited interests, contact details, horoscopes and who viewed your profile.`
    : 'Your account is ready.';
  return renderEmail({
    subject: `Welcome to ${SITE_NAME}`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [`Welcome to ${SITE_NAME}! Your profile has been created.`, premium],
    action: { label: 'Go to your dashboard', url: input.dashboardUrl },
    after: ['Profiles are reviewed within about 24 hours before others can see them.'],
    unsubscribe: input.unsubscribe
  });
}

/** The receipt of a Premium purchase: transactional, sent whatever the member's settings are. */
export function premiumActivatedEmail(input: {
  fullName: string;
  premiumUntil: string | null;
  amount: number;
  subscriptionUrl: string;
}): Rendered {
  const until = input.premiumUntil ? ` until ${indianDate(input.premiumUntil)}` : '';
  return renderEmail({
    subject: `Your ${SITE_NAME} Premium is active`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `Thank you! Premium is active${until}.`,
      `Amount paid: ₹${input.amount} (Premium is ₹${PREMIUM_PRICE_INR} a month).`
    ],
    action: { label: 'View your subscription', url: input.subscriptionUrl }
  });
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The contact message as the support mailbox receives it (reply goes to the sender). */
export function contactForwardEmail(input: ContactInput & { id: string; ticket: string }): Rendered {
  return renderEmail({
    subject: `Contact form: ${oneLine(input.subject)}`,
    greeting: `New message from ${oneLine(input.name)} <${input.email}>`,
    paragraphs: [
      `Subject: ${input.subject}`,
      input.message,
      `Ticket: ${input.ticket} (reference ${input.id})`,
      'Answer it in the help desk console, where the reply reaches the sender with their ticket link.'
    ]
  });
}

/**
 * The acknowledgement to the address given in the contact form. Anyone can type any address there, so
 * it carries nothing the sender wrote (no name, subject or message): a fixed thank-you and the ticket.
 */
export function contactAcknowledgementEmail(input: { ticket: string; url: string }): Rendered {
  return renderEmail({
    subject: `We received your message (ticket ${input.ticket})`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for writing to ${SITE_NAME}. Your ticket number is ${input.ticket}; please quote it if you write again. Our support team will reply within ${SUPPORT_REPLY_HOURS} hours.`
    ],
    action: { label: 'See your ticket', url: input.url },
    after: ['If you did not write to us, you can ignore this e-mail.']
  });
}
