// A member's language is their setting (svc-notify keeps it beside the notification settings): their e-mails and
// SMS are written in it, and the site applies it once the session is known (a sign-in, or a session restored on a
// new device). A visitor's choice stays in the browser only (localStorage `matrimony.locale`).
import { useEffect } from 'react';
import { activeLocale, preferredLocale, setLocale, type Locale } from '@matrimony/i18n';
import { apiRoutes, callRoute } from '@matrimony/session';

/** Saves a signed-in member's choice in the Language select as their setting (if it fails, the choice still applies here). */
export function saveMemberLanguage(locale: Locale, fetchFn?: typeof fetch): Promise<void> {
  return callRoute(apiRoutes.notify.updateMemberLanguage, { body: { locale } }, fetchFn).then(
    () => undefined,
    () => undefined
  );
}

/**
 * Once per member's session: the language they chose applies here (and is remembered in this browser). A member
 * who never chose keeps the language this browser shows them, which becomes their setting unless it is English.
 */
export async function applyMemberLanguage(fetchFn?: typeof fetch): Promise<void> {
  const { locale, chosen } = await callRoute(apiRoutes.notify.getMemberLanguage, {}, fetchFn);
  if (chosen) {
    if (locale !== activeLocale()) await setLocale(locale);
    return;
  }
  const shown = preferredLocale();
  if (shown !== 'en') await saveMemberLanguage(shown, fetchFn);
}

/** The shell's hook: applies the member's language when `userId` signs in (nothing for visitors). */
export function useMemberLanguage(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    // Unread settings leave the page in the browser's language.
    applyMemberLanguage().catch(() => undefined);
  }, [userId]);
}
