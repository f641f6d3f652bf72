import { lazy } from 'react';
import { type RemoteRoute } from '@matrimony/federation';

const routes: RemoteRoute[] = [{ path: '/signin', access: 'visitor', Component: lazy(() => import('./signin/SignInPage')) }];

export default routes;
