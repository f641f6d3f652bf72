// OpenAPI 3.1 from a service's route table: the same zod schemas the service validates with.
// OpenAPI 3.1 uses JSON Schema draft 2020-12, which z.toJSONSchema writes.
import { z } from 'zod';
import { problemSchema, PROBLEM_CONTENT_TYPE } from '../problem';
import { GENERIC_ERROR_CODES, type RouteContract, type ServiceApi } from './route';

type JsonSchema = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any'
  }) as JsonSchema;
  return rest;
}

/** `/me/photos/:id` → `/me/photos/{id}` */
function openApiPath(basePath: string, path: string): string {
  const joined = `${basePath.replace(/\/$/, '')}${path === '/' ? '' : path}` || '/';
  return joined.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(route: RouteContract): JsonSchema[] {
  const result: JsonSchema[] = [];
  const pathNames = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const paramSchema = route.request?.params ? jsonSchema(route.request.params, 'input') : undefined;
  const paramProps = (paramSchema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of pathNames) {
    result.push({ name, in: 'path', required: true, schema: paramProps[name] ?? { type: 'string' } });
  }
  if (route.request?.query) {
    const query = jsonSchema(route.request.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      result.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return result;
}

function requestBody(route: RouteContract): JsonSchema | undefined {
  const request = route.request;
  if (request?.multipart) {
    const fields = request.body ? jsonSchema(request.body, 'input') : { type: 'object', properties: {} };
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    const properties = {
      ...((fields.properties ?? {}) as JsonSchema),
      [request.multipart.field]:
        request.multipart.maxFiles > 1
          ? { type: 'array', items: file, maxItems: request.multipart.maxFiles }
          : file
    };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...fields, type: 'object', properties } } }
    };
  }
  if (!request?.body) return undefined;
  const contentType =
    request.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return { required: true, content: { [contentType]: { schema: jsonSchema(request.body, 'input') } } };
}

function responses(route: RouteContract): JsonSchema {
  const { status, body, contentType } = route.response;
  const success: JsonSchema = { description: route.summary };
  if (body) success.content = { [contentType ?? 'application/json']: { schema: jsonSchema(body, 'output') } };
  else if (contentType) success.content = { [contentType]: {} };
  const problem = jsonSchema(problemSchema, 'output');
  const codes = [...new Set([...route.errors, ...GENERIC_ERROR_CODES])];
  const properties = { ...(problem.properties as JsonSchema), code: { type: 'string', enum: codes } };
  const replay = route.response.replay;
  return {
    [String(status)]: success,
    ...(replay ? { [String(replay.status)]: { ...success, description: replay.description } } : {}),
    default: {
      description: 'A problem (RFC 9457) whose `code` is one of those listed.',
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { ...problem, properties } } }
    }
  };
}

function operation(route: RouteContract): JsonSchema {
  const op: JsonSchema = {
    operationId: route.name,
    summary: route.summary,
    tags: [route.name.split('.')[0]]
  };
  if (route.description) op.description = route.description;
  const params = parameters(route);
  if (params.length > 0) op.parameters = params;
  const body = requestBody(route);
  if (body) op.requestBody = body;
  op.responses = responses(route);
  op.security = route.auth === 'public' ? [] : [{ bearer: [] }];
  if (route.auth === 'admin') op['x-required-role'] = 'admin';
  return op;
}

/** One OpenAPI 3.1 document for one service's route table. */
export function buildOpenApiDocument(api: ServiceApi, info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of Object.values(api.routes)) {
    const path = openApiPath(api.basePath, route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } }
  };
}
