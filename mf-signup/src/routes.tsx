import { type RemoteRoute } from '@matrimony/federation';
import { scopedPage } from './RemoteScope';

const routes: RemoteRoute[] = [{ path: '/signin', access: 'visitor', Component: scopedPage(() => import('./signin/SignInPage')) }];

export default routes;
