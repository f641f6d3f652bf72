import { type Response, type Router } from 'express';
import {
  NOTIFICATION_SETTINGS_MESSAGES as MESSAGES,
  notificationSettingLabel
} from '@matrimony/catalog/notifications';
import { unsubscribeRoutes as routes } from '@matrimony/contracts/http/notify';
import {
  badRequest,
  contractRouteWith,
  INVALID_REQUEST_DETAIL,
  inputOf,
  problem
} from '@matrimony/service-kit';
import { UNSUBSCRIBE_PATH } from '../../delivery/news-email';
import { type UnsubscribeClaim } from '../../domain/unsubscribe-token';
import { type NotifyDeps } from '../deps';
import { confirmUnsubscribePage, unsubscribedPage } from './page';

/** A malformed token is as invalid as a forged one; any other bad field is a plain validation problem. */
function invalidRequest(errors: Record<string, string>) {
  return 'token' in errors
    ? problem(400, MESSAGES.unsubscribeLinkInvalid, 'unsubscribe_link_invalid')
    : badRequest(INVALID_REQUEST_DETAIL, 'validation_failed', errors);
}

function sendPage(res: Response, html: string): void {
  // The page's URL holds the token: it must not be cached, nor leave in a Referer.
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.status(200).type('html').send(html);
}

/**
 * The one-click unsubscribe link of switchable e-mails; works signed out (the HMAC-signed token is the
 * authority). GET only shows a page whose button POSTs: mail scanners follow GET links. POST (RFC 8058,
 * mail clients' own unsubscribe button) switches the category's e-mail off.
 */
export function unsubscribeRoutes(router: Router, deps: NotifyDeps): void {
  const { notificationSettings, revokedMembers } = deps.stores;

  /** The token's claim, if this key signed it and the account still exists. */
  async function claimOf(token: string): Promise<UnsubscribeClaim> {
    const claim = deps.unsubscribeTokens.verify(token);
    if (!claim) throw problem(400, MESSAGES.unsubscribeLinkInvalid, 'unsubscribe_link_invalid');
    // svc-notify revokes members only on identity.user.deleted: their settings are erased and must not come back.
    if (await revokedMembers.isRevoked(claim.userId))
      throw problem(410, MESSAGES.unsubscribeAccountGone, 'unsubscribe_account_gone');
    return claim;
  }
  const outdated = () => problem(410, MESSAGES.unsubscribeLinkOutdated, 'unsubscribe_link_outdated');

  contractRouteWith(router, routes.showUnsubscribe, { invalid: invalidRequest }, async (_req, res) => {
    const { query } = inputOf(res, routes.showUnsubscribe.request);
    const claim = await claimOf(query.token);
    const { settings, emailVersions } = await notificationSettings.get(claim.userId);
    if (emailVersions[claim.category] !== claim.version) throw outdated();
    const postUrl = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: query.token }).toString()}`;
    sendPage(
      res,
      confirmUnsubscribePage({
        what: notificationSettingLabel(claim.category),
        postUrl,
        alreadyOff: !settings[claim.category].email
      })
    );
  });

  contractRouteWith(router, routes.unsubscribe, { invalid: invalidRequest }, async (req, res) => {
    const { query } = inputOf(res, routes.unsubscribe.request);
    const claim = await claimOf(query.token);
    const outcome = await notificationSettings.unsubscribe(
      claim.userId,
      claim.category,
      claim.version,
      deps.now()
    );
    if (outcome === 'outdated') throw outdated();
    req.log.info(
      { userId: claim.userId, category: claim.category },
      'e-mails of a category switched off by unsubscribe link'
    );
    sendPage(res, unsubscribedPage({ what: notificationSettingLabel(claim.category) }));
  });
}
