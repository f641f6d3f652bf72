import { createHash } from 'node:crypto';
import { type Router } from 'express';
import { CATALOG } from '@matrimony/catalog';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { contractRoute } from '@matrimony/service-kit';

const CATALOG_JSON = JSON.stringify(CATALOG);
/** Strong validator: the hash of the exact bytes served (changes with CATALOG_VERSION or any list). */
const CATALOG_ETAG = `"${createHash('sha256').update(CATALOG_JSON).digest('base64url')}"`;
/** A day fresh, then a week of background revalidation: the lists change a few times a year. */
const CATALOG_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** GET /catalog: every option list, for the signup wizard and profile editing. */
export function catalogRoutes(router: Router): void {
  contractRoute(router, ownProfileRoutes.getCatalog, (req, res) => {
    res.set({ ETag: CATALOG_ETAG, 'Cache-Control': CATALOG_CACHE_CONTROL });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(CATALOG_JSON);
  });
}
