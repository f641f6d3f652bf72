import { lazy } from 'react';
import { type RemoteRoute } from '@matrimony/federation';
import { preloadCatalogText } from '@matrimony/ui/catalog-text';

// The sign-up, sign-in and account pages list the catalog's core options (marital status, heights, incomes...):
// in Hindi or Tamil their texts load now, beside the page's chunk, not at the first render that shows them (the
// landing page loads only the religions and mother tongues its quick search lists).
preloadCatalogText('core');

// No styled-components namespace (StyleSheetManager): the library is a shared singleton, so class
// names cannot collide between remotes, and a namespace would break shared @matrimony/ui components
// (their rules are injected once per class name, only under the namespace that rendered them first).
//
// /signup is public rather than visitor: the wizard signs the new member in half-way through
// registration and must stay on screen until the photos are saved. It sends members who arrive
// already signed in to /dashboard itself.
const routes: RemoteRoute[] = [
  { path: '/signup', access: 'public', Component: lazy(() => import('./signup/SignUpPage')) },
  { path: '/signin', access: 'visitor', Component: lazy(() => import('./signin/SignInPage')) },
  { path: '/reset-password', access: 'public', Component: lazy(() => import('./reset/ResetPasswordPage')) },
  // Public: the link from the e-mail works signed in or out (on a phone where the member is not signed in).
  {
    path: '/confirm-email',
    access: 'public',
    Component: lazy(() => import('./confirm-email/ConfirmEmailPage'))
  }
];

export default routes;
