import { type RoutePrefetchContext } from '@matrimony/federation';
import { discoveryApi } from '../api/discovery-api';
import { EXPLORE_PAGE_SIZE, filtersFromSearch, searchQueryOf } from './filters';

/**
 * Explore's first read, started by the shell before the page's code has loaded (a fresh load of /explore): the
 * first page of results for the URL's filters, exactly as the page's own query asks for it, so the page joins it.
 */
export function prefetchExplore({ dispatch, search }: RoutePrefetchContext): void {
  const filters = filtersFromSearch(new URLSearchParams(search));
  dispatch(
    discoveryApi.endpoints.searchProfiles.initiate(searchQueryOf(filters, undefined, EXPLORE_PAGE_SIZE), {
      subscribe: false
    })
  );
}
