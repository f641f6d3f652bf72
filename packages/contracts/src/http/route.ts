// The shape of one HTTP endpoint, shared by the service that answers it and the frontends that call it.
// Only `import type` from zod here: frontends import these types without pulling zod into their bundles.
import type { z, ZodType } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, a signed-in member, or a member with the admin role. */
export type RouteAuth = 'public' | 'member' | 'admin';

export interface RouteRequest {
  params?: ZodType;
  query?: ZodType;
  /** JSON body; for a multipart route, the non-file form fields. */
  body?: ZodType;
  /** How `body` is sent: JSON (the default), or `form` (application/x-www-form-urlencoded, as OAuth clients send it). */
  bodyEncoding?: 'json' | 'form';
  /** multipart/form-data upload: the file field and how many files it may carry. */
  multipart?: { field: string; maxFiles: number };
}

export interface RouteResponse {
  status: number;
  /** Another success status with the same body, and what it means (an idempotent replay answers 200, say). */
  replay?: { status: number; description: string };
  /** JSON body; absent → 204 or a non-JSON body (then `contentType` says which). */
  body?: ZodType;
  contentType?: string;
}

export interface RouteContract {
  /** Contract name, `<service>.<operation>`, e.g. `profiles.getOwnProfile`. */
  name: string;
  method: HttpMethod;
  /** Express syntax relative to the service base path, e.g. `/me/photos/:id`. */
  path: string;
  auth: RouteAuth;
  summary: string;
  description?: string;
  request?: RouteRequest;
  response: RouteResponse;
  /** snake_case problem codes this endpoint answers besides GENERIC_ERROR_CODES. */
  errors: readonly string[];
}

/** One service's table: every route lives under basePath. */
export interface ServiceApi {
  /** e.g. `/api/profiles` */
  basePath: string;
  /** Human title of the service (OpenAPI `info.title`). */
  title?: string;
  routes: Readonly<Record<string, RouteContract>>;
}

/**
 * Problem codes any route may answer, because the service-kit plumbing answers them
 * (validation, body parser, unknown path, bearer-token check, unexpected failure).
 */
export const GENERIC_ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_encoding',
  'request_rejected',
  'not_found',
  'token_missing',
  'token_invalid',
  'token_expired',
  'token_revoked',
  'forbidden',
  'internal_error'
] as const;

export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];

/** Identity at run time; the `const` generic keeps method, path and error codes as literal types. */
export function defineRoute<const R extends RouteContract>(route: R): R {
  return route;
}

/** Identity at run time; keeps the route table's literal types. */
export function defineApi<const A extends ServiceApi>(api: A): A {
  return api;
}

type RequestPart<R extends RouteContract, K extends keyof RouteRequest> = R['request'] extends infer Q
  ? Q extends Record<K, infer S>
    ? S
    : undefined
  : undefined;

/** `{ id: string }` for `/me/photos/:id` (Express 5 path syntax, `:name` segments). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** The parsed JSON a 2xx answer carries (`undefined` when the route answers without a JSON body). */
export type ResponseOf<R extends RouteContract> = R['response'] extends { body: infer B extends ZodType }
  ? z.output<B>
  : undefined;

/** What a caller sends as JSON body (zod input: defaults may be left out). */
export type RequestBodyOf<R extends RouteContract> =
  RequestPart<R, 'body'> extends infer S extends ZodType ? z.input<S> : undefined;

export type QueryOf<R extends RouteContract> =
  RequestPart<R, 'query'> extends infer S extends ZodType ? z.input<S> : undefined;

/** Path parameters: the params schema's input, or `{ name: string }` per `:name` segment of the path. */
export type ParamsOf<R extends RouteContract> =
  RequestPart<R, 'params'> extends infer S extends ZodType ? z.input<S> : PathParams<R['path']>;

/** Codes a problem answer from this route may carry. */
export type ErrorCodeOf<R extends RouteContract> = R['errors'][number] | GenericErrorCode;

/** The routes of a table as a union, e.g. to type a client over a whole service. */
export type RouteOf<A extends ServiceApi> = A['routes'][keyof A['routes']];
