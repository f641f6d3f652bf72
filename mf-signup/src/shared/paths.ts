/** /signin opened straight at "Forgot Password?" (linked from the wizard's already-registered notice). */
export const FORGOT_PASSWORD_PATH = '/signin?forgot=true';

/**
 * /signin with "Forgot Password?" open or closed, keeping the rest of the query (where to go after
 * signing in). A link rather than page state: it works on the prerendered page before the app has
 * loaded, and the browser's Back button closes the form.
 */
export function signInPathWithForgot(search: URLSearchParams, open: boolean): string {
  const next = new URLSearchParams(search);
  if (open) next.set('forgot', 'true');
  else next.delete('forgot');
  const query = next.toString();
  return `/signin${query ? `?${query}` : ''}`;
}
