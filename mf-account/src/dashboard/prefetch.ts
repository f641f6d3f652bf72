import { type RoutePrefetchContext } from '@matrimony/federation';
import { discoveryApi } from '../api/discovery-api';

/**
 * The dashboard's first read of its own, started by the shell before the page's code has loaded: today's
 * recommendations (its row and the welcome checklist). The profile and plan come with the session.
 */
export function prefetchDashboard({ dispatch }: RoutePrefetchContext): void {
  dispatch(discoveryApi.endpoints.recommendations.initiate(undefined, { subscribe: false }));
}
