import { lazy } from 'react';
import { type RemoteRoute } from '@matrimony/federation';

const routes: RemoteRoute[] = [{ path: '/dashboard', access: 'member', Component: lazy(() => import('./dashboard/DashboardPage')) }];

export default routes;
