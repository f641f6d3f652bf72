// What events tell members: who is told what, in the site and by e-mail. Each piece of news is
// stored once per member and event (a redelivery adds nothing) unless the member switched its category off
// in the site, then every replica hears that the member's unread count changed; its e-mail goes through the
// delivery log (once per event and template) unless the member switched the category's e-mail off.
import { publicName } from '@matrimony/catalog';
import { isSwitchableNotificationCategory } from '@matrimony/catalog/notifications';
import { maskEmail, maskMobile } from '@matrimony/catalog/masking';
import { type EventEnvelope } from '@matrimony/contracts';
import { type Locale } from '@matrimony/i18n/codes';
import { repeatable, type EventHandlers } from '@matrimony/service-kit';
import { sendNewsEmail, type NewsEmail, type NewsEmailDeps } from '../delivery/news-email';
import { RecipientUnknownError } from '../domain/recipient-unknown';
import { type UnreadHub } from '../live/unread-hub';
import {
  memberEmails,
  notificationTexts,
  premiumActivatedEmail,
  unknownMemberName,
  welcomeEmail,
  type NewsEmailInput,
  type NotificationContent,
  type Rendered
} from '../templates';

export interface NewsDeps extends NewsEmailDeps {
  unread: UnreadHub;
}

/** The Terms of Service on the public site (mf-public), which a warning quotes. */
const TERMS_PATH = '/terms-of-service';

/** How long an event waits for the registration of the member it names. */
export const NAME_WAIT_MS = 60_000;

interface News {
  userId: string;
  /** What it says, in the member's language. */
  content: (locale: Locale) => NotificationContent;
  /** The member whose action it reports (erased with them), if any, and their profile. */
  actorUserId?: string;
  actorProfileId?: string;
  /** Tells one member two things about one event apart (default: the event id). */
  key?: string;
  email?: NewsEmail;
}

async function tell(deps: NewsDeps, event: EventEnvelope, news: News): Promise<void> {
  const { userId } = news;
  // The member's settings: their language, and the switches of a switchable category.
  const member = await deps.stores.notificationSettings.get(userId);
  const content = news.content(member.locale);
  const { category } = content;
  // Receipts, reports and moderation are not switchable: always on, and their e-mails carry no unsubscribe link.
  const switchable = isSwitchableNotificationCategory(category) ? category : undefined;
  const channels = switchable ? member.settings[switchable] : { inApp: true, email: true };
  if (channels.inApp) {
    const notification = {
      userId,
      key: news.key ?? event.id,
      ...content,
      actorUserId: news.actorUserId ?? null,
      actorProfileId: news.actorProfileId ?? null,
      createdAt: new Date(event.occurredAt)
    };
    if (await deps.stores.notifications.add(notification)) deps.unread.changed(userId);
  }
  if (channels.email && news.email) {
    await sendNewsEmail(
      deps,
      event,
      userId,
      news.email,
      switchable ? { category: switchable, version: member.emailVersions[switchable] } : undefined,
      member.locale
    );
  }
}

/**
 * The other member as the site names them to this one (full name only for a mutual match). Their
 * registration arrives on another stream and may not be handled yet: a young event is retried (NATS
 * redelivers it); an old one names "A member" in the reader's language (the account may be gone).
 */
async function nameOf(
  deps: NewsDeps,
  event: EventEnvelope,
  userId: string,
  asMatch: boolean
): Promise<(locale: Locale) => string> {
  const recipient = await deps.stores.recipients.get(userId);
  if (recipient) {
    const name = publicName(recipient.fullName, asMatch);
    return () => name;
  }
  if (deps.now().getTime() - new Date(event.occurredAt).getTime() < NAME_WAIT_MS)
    throw new RecipientUnknownError(userId);
  return unknownMemberName;
}

/** The e-mail that says what `news` says, opening with its sentence and linking to its page. */
const emailOf = (
  template: string,
  news: (locale: Locale) => NotificationContent,
  render: (input: NewsEmailInput & { locale: Locale }) => Rendered
): NewsEmail => ({
  template,
  render: ({ fullName, url, unsubscribe, locale }) => {
    const content = news(locale);
    return render({ fullName, news: content, url: url(content.link), unsubscribe, locale });
  }
});

/**
 * The news each event brings (the subject's handler in the consumer's map). Repeatable: each notice is stored once
 * per member and event and its e-mail once per delivery id, so a redelivery, even one two replicas handle at once,
 * adds nothing, and the event costs no processed-events claim.
 */
export function memberNews(deps: NewsDeps) {
  return {
    'profile.interest.sent': repeatable(async (event) => {
      const { fromUserId, toUserId, fromProfileId } = event.data;
      const name = await nameOf(deps, event, fromUserId, false);
      const content = (locale: Locale) => notificationTexts.interestReceived(name(locale), locale);
      await tell(deps, event, {
        userId: toUserId,
        content,
        actorUserId: fromUserId,
        actorProfileId: fromProfileId,
        email: emailOf('interest-received', content, (input) =>
          memberEmails.interestReceived({ ...input, senderName: name(input.locale) })
        )
      });
    }),
    // Crossing sends are accepted too: the first sender hears of the match either way.
    'profile.interest.accepted': repeatable(async (event) => {
      const { fromUserId, toUserId, toProfileId } = event.data;
      const name = await nameOf(deps, event, toUserId, true);
      const content = (locale: Locale) => notificationTexts.interestAccepted(name(locale), locale);
      await tell(deps, event, {
        userId: fromUserId,
        content,
        actorUserId: toUserId,
        actorProfileId: toProfileId,
        email: emailOf('interest-accepted', content, (input) =>
          memberEmails.interestAccepted({ ...input, name: name(input.locale) })
        )
      });
    }),
    'profile.interest.declined': repeatable(async (event) => {
      const { fromUserId, toUserId, toProfileId } = event.data;
      const name = await nameOf(deps, event, toUserId, false);
      const content = (locale: Locale) => notificationTexts.interestDeclined(name(locale), locale);
      await tell(deps, event, {
        userId: fromUserId,
        content,
        actorUserId: toUserId,
        actorProfileId: toProfileId,
        email: emailOf('interest-declined', content, (input) =>
          memberEmails.interestDeclined({ ...input, name: name(input.locale) })
        )
      });
    }),
    // Once per viewer, profile and day already (the event's rule), so the e-mail is too. Stored and e-mailed without
    // the viewer's name: the list names them only to a reader premium when it is read (http/notifications/view.ts).
    'profile.viewed': repeatable(async (event) => {
      const { ownerUserId, viewerUserId, viewerProfileId, viewedAt } = event.data;
      const content = (locale: Locale) => notificationTexts.profileViewed(locale);
      await tell(deps, event, {
        userId: ownerUserId,
        content,
        actorUserId: viewerUserId,
        actorProfileId: viewerProfileId,
        email: emailOf('profile-viewed', content, (input) =>
          memberEmails.profileViewed({ ...input, viewedAt })
        )
      });
    }),
    'profile.report.filed': repeatable(async (event) => {
      const { reporterUserId, ticketNumber } = event.data;
      const content = (locale: Locale) => notificationTexts.reportReceived(ticketNumber, locale);
      await tell(deps, event, {
        userId: reporterUserId,
        content,
        email: emailOf('report-received', content, (input) =>
          memberEmails.reportReceived({ ...input, ticketNumber })
        )
      });
    }),
    // Moderation: about the member's own account or complaint, so stored and e-mailed whatever the settings.
    'profile.moderation.decided': repeatable(async (event) => {
      const { userId, decision, reason } = event.data;
      if (decision === 'approved') {
        const content = (locale: Locale) => notificationTexts.profileApproved(locale);
        await tell(deps, event, {
          userId,
          content,
          email: emailOf('profile-approved', content, memberEmails.profileApproved)
        });
      } else {
        const content = (locale: Locale) => notificationTexts.profileRejected(reason, locale);
        await tell(deps, event, {
          userId,
          content,
          email: emailOf('profile-rejected', content, (input) =>
            memberEmails.profileRejected({ ...input, reason })
          )
        });
      }
    }),
    'profile.photo-check.decided': repeatable(async (event) => {
      const { userId, decision, reason } = event.data;
      if (decision === 'approved') {
        const content = (locale: Locale) => notificationTexts.photoVerified(locale);
        await tell(deps, event, {
          userId,
          content,
          email: emailOf('photo-verified', content, memberEmails.photoVerified)
        });
      } else {
        const content = (locale: Locale) => notificationTexts.photoCheckRejected(reason, locale);
        await tell(deps, event, {
          userId,
          content,
          email: emailOf('photo-check-rejected', content, (input) =>
            memberEmails.photoCheckRejected({ ...input, reason })
          )
        });
      }
    }),
    // To the reporter, by ticket: the event names no member, and neither does the news.
    'profile.report.resolved': repeatable(async (event) => {
      const { reporterUserId, ticketNumber, outcome } = event.data;
      const content = (locale: Locale) => notificationTexts.reportResolved(ticketNumber, outcome, locale);
      await tell(deps, event, {
        userId: reporterUserId,
        content,
        email: emailOf('report-resolved', content, (input) =>
          memberEmails.reportResolved({ ...input, ticketNumber, outcome })
        )
      });
    }),
    'profile.member.warned': repeatable(async (event) => {
      const content = (locale: Locale) => notificationTexts.memberWarned(locale);
      const email: NewsEmail = {
        template: 'member-warned',
        render: ({ fullName, url, locale }) =>
          memberEmails.memberWarned({
            fullName,
            news: content(locale),
            url: url(content(locale).link),
            termsUrl: url(TERMS_PATH),
            locale
          })
      };
      await tell(deps, event, { userId: event.data.userId, content, email });
    }),
    'billing.subscription.changed': repeatable(async (event) => {
      const { userId, reason, endDate, amount, planType, status } = event.data;
      if (reason === 'erased') await deps.stores.memberPlans.erase(userId);
      else
        await deps.stores.memberPlans.apply(
          userId,
          { planType, status, endDate: endDate ? new Date(endDate) : null },
          new Date(event.occurredAt)
        );
      if (reason === 'welcome-offer') {
        const content = (locale: Locale) => notificationTexts.premiumStarted(true, endDate, locale);
        const email: NewsEmail = {
          template: 'welcome-offer',
          render: ({ fullName, url, unsubscribe, locale }) =>
            welcomeEmail({
              fullName,
              premiumUntil: endDate,
              dashboardUrl: url('/dashboard'),
              unsubscribe,
              locale
            })
        };
        await tell(deps, event, { userId, content, email });
      }
      if (reason === 'purchased') {
        await tell(deps, event, {
          userId,
          content: (locale) => notificationTexts.premiumStarted(false, endDate, locale)
        });
        // The purchase's e-mail is its receipt: category payment-receipt, sent whatever the settings are.
        const email: NewsEmail = {
          template: 'purchased',
          render: ({ fullName, url, locale }) =>
            premiumActivatedEmail({
              fullName,
              premiumUntil: endDate,
              amount,
              subscriptionUrl: url('/subscription'),
              locale
            })
        };
        await tell(deps, event, {
          userId,
          content: (locale) => notificationTexts.premiumPaid(amount, locale),
          key: `${event.id}:receipt`,
          email
        });
      }
      if (reason === 'expired') {
        const content = (locale: Locale) => notificationTexts.premiumEnded(locale);
        await tell(deps, event, {
          userId,
          content,
          email: emailOf('premium-ended', content, memberEmails.premiumEnded)
        });
      }
    }),
    // Once per subscription and end date already (svc-billing's job marks it), so the e-mail is too.
    'billing.subscription.expiring': repeatable(async (event) => {
      const { userId, endDate } = event.data;
      const content = (locale: Locale) => notificationTexts.premiumEnding(endDate, locale);
      await tell(deps, event, {
        userId,
        content,
        email: emailOf('premium-expiring', content, (input) =>
          memberEmails.premiumEnding({ ...input, endDate })
        )
      });
    }),
    'billing.contact.unlocked': repeatable(async (event) => {
      const content = (locale: Locale) => notificationTexts.contactUnlocked(event.data.profileId, locale);
      await tell(deps, event, {
        userId: event.data.userId,
        content,
        email: emailOf('contact-unlocked', content, memberEmails.contactUnlocked)
      });
    })
  } satisfies EventHandlers;
}

/** The security notice in the site when the member changed their e-mail or mobile (its e-mail goes to a chosen address: events/handlers.ts). */
export async function tellContactChange(
  deps: NewsDeps,
  event: EventEnvelope<'identity.user.contact-changed'>
): Promise<void> {
  const { userId, changed, email, mobile } = event.data;
  const content = (locale: Locale) =>
    changed === 'email'
      ? notificationTexts.emailChanged(maskEmail(email), locale)
      : notificationTexts.mobileChanged(maskMobile(mobile), locale);
  await tell(deps, event, { userId, content });
}
