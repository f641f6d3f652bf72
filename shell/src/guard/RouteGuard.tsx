import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type RouteAccess } from '@matrimony/federation';
import { useSession } from '@matrimony/session';
import { PageLoading } from '../pages/PageLoading';
import { decideAccess } from './access';

/** Applies a route's access rule (see decideAccess). */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  const decision = decideAccess(access, status, location);
  if (decision.kind === 'loading') return <PageLoading ready={decision.pageReady} />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
