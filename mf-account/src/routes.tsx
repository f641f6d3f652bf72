import { lazy } from 'react';
import { type RemoteRoute } from '@matrimony/federation';

// No styled-components namespace: see mf-signup/src/routes.tsx.
const routes: RemoteRoute[] = [{ path: '/dashboard', access: 'member', Component: lazy(() => import('./dashboard/DashboardPage')) }];

export default routes;
