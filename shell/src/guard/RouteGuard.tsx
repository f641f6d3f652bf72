import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type RouteAccess } from '@matrimony/federation';
import { isAdministrator, useSession } from '@matrimony/session';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoading } from '../pages/PageLoading';
import { decideAccess } from './access';

/** Applies a route's access rule (see decideAccess). */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  const decision = decideAccess(access, status, location, isAdministrator(user));
  if (decision.kind === 'loading') return <PageLoading ready={decision.pageReady} />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'notFound') return <NotFoundPage path={location.pathname} />;
  return <>{children}</>;
}
