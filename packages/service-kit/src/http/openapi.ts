import { type Router } from 'express';
import { type ServiceApi } from '@matrimony/contracts';
import { buildOpenApiDocument, type OpenApiInfo } from '@matrimony/contracts/http/openapi';

/** Mounts `GET /openapi.json` (OpenAPI 3.1 built once from the service's contract table). */
export function serveOpenApi(router: Router, api: ServiceApi, info?: Partial<OpenApiInfo>): void {
  let document: unknown;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument(api, { title: api.title ?? api.basePath, version: '1.0.0', ...info });
    res.json(document);
  });
}
