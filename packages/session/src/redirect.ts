/** Query parameter that carries the page a visitor wanted before being sent to /signin. */
export const REDIRECT_PARAM = 'redirectTo';
export const SIGNED_IN_HOME = '/dashboard';

/** Only same-site paths are followed after sign-in ("//evil.example" and "https://..." are not). */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The sign-in URL that brings the member back to `wanted` afterwards. */
export function signInPathFor(wanted: string): string {
  const target = safeRedirectTarget(wanted);
  if (!target || target === '/' || target.startsWith('/signin')) return '/signin';
  return `/signin?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** Where to go after signing in: the remembered page, else `home` (the dashboard; the console for administrators). */
export function afterSignInPath(search: string, home: string = SIGNED_IN_HOME): string {
  return safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? home;
}

/** Where an idle or forced sign-out lands (the sign-in page shows "Session Expired"). */
export const SESSION_EXPIRED_PATH = '/signin?timeout=true';
