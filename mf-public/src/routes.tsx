import { type ComponentType, lazy } from 'react';
import type { RemoteRoute } from '@matrimony/federation/routes';
import { RemoteScope } from './components/RemoteScope';

type PageModule = { default: ComponentType };

/** A public page: its path, and a loader so each page's code is its own chunk. */
export type PublicPage = { path: string; load: () => Promise<PageModule> };

export const publicPages: readonly PublicPage[] = [
  { path: '/', load: () => import('./pages/LandingPage') },
  { path: '/about', load: () => import('./pages/AboutPage') },
  { path: '/privacy-policy', load: () => import('./pages/PrivacyPolicyPage') },
  { path: '/terms-of-service', load: () => import('./pages/TermsOfServicePage') },
  { path: '/refund-policy', load: () => import('./pages/RefundPolicyPage') },
  { path: '/help-support', load: () => import('./pages/HelpSupportPage') },
  { path: '/success-stories', load: () => import('./pages/SuccessStoriesPage') },
  { path: '/contact', load: () => import('./pages/ContactPage') }
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
