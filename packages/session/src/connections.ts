// The member's connection counts (pending received interests, matches, views this week, sends left
// today), read by the shell's navigation and mf-account's dashboard: one endpoint definition for both.
// Everything that changes connections invalidates the 'Connections' tag.
import type { ResponseOf } from '@matrimony/contracts/http/route';
import type { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
// By package name: the one shared API under Module Federation (see api.ts).
import { api, routeEndpoints } from '@matrimony/session/api';
import { apiRoutes } from '@matrimony/session';

export type ConnectionsSummary = ResponseOf<typeof connectionRoutes.getConnectionsSummary>;

export const connectionsApi = api.enhanceEndpoints({ addTagTypes: ['Connections'] }).injectEndpoints({
  endpoints: (build) => ({
    connectionsSummary: routeEndpoints(build).query(apiRoutes.profiles.getConnectionsSummary, {
      providesTags: ['Connections']
    })
  })
});

/**
 * The counts: read when a page first shows them, again after any connection change (the 'Connections' tag)
 * and when stale. No timer: an idle page must not keep calling with a session about to end; live updates
 * come with notifications.
 */
export function useConnectionsSummary(options: { skip?: boolean } = {}) {
  return connectionsApi.useConnectionsSummaryQuery(undefined, { skip: options.skip });
}
