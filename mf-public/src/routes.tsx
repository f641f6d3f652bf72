import { type ComponentType, lazy } from 'react';
import type { RemoteRoute } from '@matrimony/federation/routes';
import { activeLocale } from '@matrimony/i18n';
import { RemoteScope } from './shared/RemoteScope';

type PageModule = { default: ComponentType };

// The browser builds load the remote's English messages as their own chunk (messages/english.browser.ts): an English
// visitor fetches them now, beside the page's chunk rather than after it; a Hindi or Tamil one never does.
if (activeLocale() === 'en') void import('./messages/en.json');

/** A public page: its path, and a loader so each page's code is its own chunk. */
export type PublicPage = { path: string; load: () => Promise<PageModule> };

export const publicPages: readonly PublicPage[] = [
  { path: '/', load: () => import('./landing/LandingPage') },
  { path: '/about', load: () => import('./about/AboutPage') },
  { path: '/privacy-policy', load: () => import('./policies/PrivacyPolicyPage') },
  { path: '/terms-of-service', load: () => import('./policies/TermsOfServicePage') },
  { path: '/refund-policy', load: () => import('./policies/RefundPolicyPage') },
  { path: '/help-support', load: () => import('./help/HelpSupportPage') },
  { path: '/success-stories', load: () => import('./stories/SuccessStoriesPage') },
  { path: '/contact', load: () => import('./contact/ContactPage') },
  { path: '/support-ticket', load: () => import('./support-ticket/SupportTicketPage') }
];

function scoped(load: PublicPage['load']): ComponentType {
  const Page = lazy(load);
  function ScopedPage() {
    return (
      <RemoteScope>
        <Page />
      </RemoteScope>
    );
  }
  return ScopedPage;
}

/**
 * The routes the shell mounts (exposed as `mfPublic/routes`). Pages are React.lazy, so the
 * shell's Suspense boundary shows while a page's chunk loads. In Node (prerender) use
 * react-dom/static's prerender, which waits for lazy pages.
 */
const routes: RemoteRoute[] = publicPages.map((page) => ({
  path: page.path,
  Component: scoped(page.load),
  access: 'public'
}));

export default routes;
