import { type Router } from 'express';
import { notificationSettingsRoutes as routes } from '@matrimony/contracts/http/notify';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { type NotifyDeps } from '../deps';

/** The member's own notification settings (the token's member: nobody reads or writes another's). */
export function notificationSettingsRoutes(router: Router, deps: NotifyDeps): void {
  const auth = requireAuth(deps.verifier);
  const { notificationSettings } = deps.stores;

  contractRoute(router, routes.getNotificationSettings, auth, async (req, res) => {
    const { settings } = await notificationSettings.get(req.auth!.userId);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.getNotificationSettings, settings);
  });

  contractRoute(router, routes.updateNotificationSettings, auth, async (req, res) => {
    const { body } = inputOf(res, routes.updateNotificationSettings.request);
    const userId = req.auth!.userId;
    await notificationSettings.replace(userId, body, deps.now());
    const { settings } = await notificationSettings.get(userId);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.updateNotificationSettings, settings);
  });

  // The member's language: their e-mails and SMS are written in it, and the site applies it at sign-in.
  contractRoute(router, routes.getMemberLanguage, auth, async (req, res) => {
    const { locale, localeChosen } = await notificationSettings.get(req.auth!.userId);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.getMemberLanguage, { locale, chosen: localeChosen });
  });

  contractRoute(router, routes.updateMemberLanguage, auth, async (req, res) => {
    const { body } = inputOf(res, routes.updateMemberLanguage.request);
    const userId = req.auth!.userId;
    await notificationSettings.setLocale(userId, body.locale, deps.now());
    const { locale, localeChosen } = await notificationSettings.get(userId);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.updateMemberLanguage, { locale, chosen: localeChosen });
  });
}
