const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The https address to go to instead of `location`, or null (already https, or local development). */
export function httpsRedirectTarget(
  location: Pick<Location, 'protocol' | 'hostname' | 'href'>
): string | null {
  if (location.protocol !== 'http:') return null;
  if (LOCAL_HOSTS.has(location.hostname) || location.hostname.endsWith('.localhost')) return null;
  return `https:${location.href.slice('http:'.length)}`;
}
