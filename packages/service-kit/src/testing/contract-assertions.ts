// Test-only checks that a service answers what its contract table says.
import { expect } from 'chai';
import { type Express } from 'express';
import { type Response } from 'supertest';
import {
  GENERIC_ERROR_CODES,
  PROBLEM_CONTENT_TYPE,
  problemSchema,
  type ErrorCodeOf,
  type Problem,
  type ResponseOf,
  type RouteContract,
  type ServiceApi
} from '@matrimony/contracts';

/** Kit plumbing every service has besides its contract. */
const PLUMBING = new Set(['/healthz', '/readyz', '/metrics', '/openapi.json']);

interface StackLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
}

function pathText(path: unknown): string {
  if (typeof path === 'string') return path === '/' ? '' : path.replace(/\/$/, '');
  return String(path);
}

/** Every `METHOD /full/path` mounted on the app, found by walking Express 5's router stack (nested routers included). */
export function mountedRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: StackLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${pathText(layer.route.path)}` || '/';
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') found.push(`${method.toUpperCase()} ${path}`);
          if (on && method === '_all') found.push(`ALL ${path}`);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, `${prefix}${pathText(layer.rawPath ?? '/')}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: StackLayer[] } }).router.stack, '');
  return found;
}

/** The app's routes under api.basePath (kit plumbing aside) are exactly the contract table's. */
export function assertRoutesMatchContract(app: Express, api: ServiceApi): void {
  const base = api.basePath.replace(/\/$/, '');
  const mounted = mountedRoutes(app)
    .map((entry) => {
      const [method, path = ''] = entry.split(' ');
      return { method, path };
    })
    .filter(({ path }) => path === base || path.startsWith(`${base}/`))
    .map(({ method, path }) => ({ method, path: path.slice(base.length) || '/' }))
    .filter(({ path }) => !PLUMBING.has(path))
    .map(({ method, path }) => `${method} ${path}`);
  const declared = Object.values(api.routes).map((route) => `${route.method} ${route.path}`);
  expect([...new Set(mounted)].sort(), `routes mounted under ${base} vs the contract table`).to.deep.equal(
    [...new Set(declared)].sort()
  );
  expect(mounted.length, 'a route is mounted twice').to.equal(new Set(mounted).size);
}

function expectDeclaredProblem(route: RouteContract, res: Response): Problem {
  expect(
    res.headers['content-type'] ?? '',
    `${route.name} answered ${res.status} without problem+json`
  ).to.contain(PROBLEM_CONTENT_TYPE);
  const body = JSON.parse(res.text) as unknown;
  const problem = problemSchema.parse(body);
  const allowed = [...route.errors, ...GENERIC_ERROR_CODES];
  expect(problem.code, `${route.name} answered a problem without a code`).to.be.a('string');
  expect(allowed, `${route.name} answered an undeclared code`).to.include(problem.code);
  expect(problem.status).to.equal(res.status);
  return problem;
}

/**
 * Checks a supertest answer against the contract: a 2xx must be route.response.status with a body its
 * schema parses (the parsed body is returned); a problem must be problem+json with a declared code.
 */
export function expectContract<R extends RouteContract>(route: R, res: Response): ResponseOf<R> {
  if (res.status >= 400) return expectDeclaredProblem(route, res) as ResponseOf<R>;
  expect(res.status, `${route.name} status`).to.be.oneOf([
    route.response.status,
    route.response.replay?.status ?? route.response.status
  ]);
  const schema = route.response.body;
  if (!schema) return undefined as ResponseOf<R>;
  expect(res.headers['content-type'] ?? '', `${route.name} content type`).to.contain(
    route.response.contentType ?? 'application/json'
  );
  const parsed = schema.safeParse(res.body);
  expect(parsed.success, `${route.name} answer does not match its schema: ${parsed.error?.message}`).to.equal(
    true
  );
  return parsed.data as ResponseOf<R>;
}

/** A problem answer from this route, with the expected code (typed by the contract). */
export function expectProblem<R extends RouteContract>(
  route: R,
  res: Response,
  code: ErrorCodeOf<R>
): Problem {
  const problem = expectDeclaredProblem(route, res);
  expect(problem.code).to.equal(code);
  return problem;
}
