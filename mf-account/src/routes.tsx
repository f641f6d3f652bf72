import { lazy } from 'react';
import { type RemoteRoute } from '@matrimony/federation';

// No styled-components namespace: see mf-signup/src/routes.tsx.
const routes: RemoteRoute[] = [
  { path: '/dashboard', access: 'member', Component: lazy(() => import('./dashboard/DashboardPage')) },
  { path: '/my-profile', access: 'member', Component: lazy(() => import('./my-profile/MyProfilePage')) },
  { path: '/edit-profile', access: 'member', Component: lazy(() => import('./edit-profile/EditProfilePage')) },
  { path: '/subscription', access: 'member', Component: lazy(() => import('./subscription/SubscriptionPage')) }
];

export default routes;
