import { lazy } from 'react';
import { type RemoteRoute } from '@matrimony/federation';

// /signup is public rather than visitor: the wizard signs the new member in half-way through
// registration and must stay on screen until the profile and photos are saved. It sends members
// who arrive already signed in to /dashboard itself.
const routes: RemoteRoute[] = [
  { path: '/signup', access: 'public', Component: lazy(() => import('./signup/SignUpPage')) },
  { path: '/signin', access: 'visitor', Component: lazy(() => import('./signin/SignInPage')) },
  { path: '/reset-password', access: 'public', Component: lazy(() => import('./reset/ResetPasswordPage')) }
];

export default routes;
