// The verification routes as a member or an administrator calls them through the gateway: paths, methods and answers
// from the contracts, uploads as multipart forms, and how long each answer took.
import { performance } from 'node:perf_hooks';
import { type RouteContract, type ServiceApi } from '@matrimony/contracts/http/route';

export interface Caller {
  ip: string;
  tokens: { access_token: string };
}

export interface Answer {
  status: number;
  body: unknown;
  /** From the request's start to the answer read. */
  ms: number;
  /** performance.now() once the answer was read. */
  at: number;
}

/** The route's full path with its `:params` filled in. */
export function pathOf(api: ServiceApi, route: RouteContract, params: Record<string, string> = {}): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.name} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  return `${api.basePath}${path === '/' ? '' : path}`;
}

export interface Upload {
  field: string;
  file: Uint8Array;
  fileName: string;
  type: string;
  fields: Record<string, string>;
}

export async function call(
  gatewayUrl: string,
  api: ServiceApi,
  route: RouteContract,
  caller: Caller,
  options: { params?: Record<string, string>; query?: string; json?: unknown; upload?: Upload } = {}
): Promise<Answer> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${caller.tokens.access_token}`,
    'x-forwarded-for': caller.ip
  };
  let body: string | FormData | undefined;
  if (options.upload) {
    const { field, file, fileName, type, fields } = options.upload;
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(field, new Blob([new Uint8Array(file)], { type }), fileName);
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const url = `${gatewayUrl}${pathOf(api, route, options.params)}${options.query ? `?${options.query}` : ''}`;
  const started = performance.now();
  const response = await fetch(url, {
    method: route.method,
    headers,
    body,
    signal: AbortSignal.timeout(30_000)
  });
  const text = await response.text();
  const at = performance.now();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text for the error message.
  }
  return { status: response.status, body: parsed, ms: at - started, at };
}

/** The answer's body read with the route's response schema; anything but its status is an error naming the route. */
export function expectAnswer<T>(
  route: RouteContract,
  answer: Answer,
  schema: { parse(data: unknown): T }
): T {
  if (answer.status !== route.response.status)
    throw new Error(`${route.name} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return schema.parse(answer.body);
}
