import { type RemoteRoute } from '@matrimony/federation';
import { scopedPage } from './RemoteScope';

const routes: RemoteRoute[] = [{ path: '/dashboard', access: 'member', Component: scopedPage(() => import('./dashboard/DashboardPage')) }];

export default routes;
