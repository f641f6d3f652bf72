/** The public pages (served by mf-public) and the heading each one shows. */
export const PUBLIC_PAGES = [
  { path: '/', heading: "Find your life partner on India's most trusted matrimonial platform" },
  { path: '/about', heading: 'About Us' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/refund-policy', heading: 'Refund Policy' },
  { path: '/help-support', heading: 'Help & Support' },
  { path: '/success-stories', heading: 'Success Stories' },
  { path: '/contact', heading: 'Contact Us' }
] as const;

/** Path prefixes of each remote as the gateway serves them. */
export const REMOTE_PREFIXES = {
  public: '/mf/public/',
  signup: '/mf/signup/',
  account: '/mf/account/'
} as const;

/**
 * The page content once the app has rendered it in the browser: the shell swaps its own #root in
 * for the prerendered one (which carries data-prerendered-path), and mf-public scopes every page
 * in #mf-public.
 */
export const RENDERED_BY_MF_PUBLIC = '#root:not([data-prerendered-path]) #mf-public';

/** The app's own #root, once it has replaced the prerendered one. */
export const APP = '#root:not([data-prerendered-path])';

/** The prerendered #root of `path`, before the app replaces it. */
export const PRERENDERED = (path: string) => `#root[data-prerendered-path="${path}"]`;
