import express, { type RequestHandler, type Response, type Router } from 'express';
import { type ResponseOf, type RouteContract } from '@matrimony/contracts';
import { answerCheck } from './answer-check';
import { HttpProblem } from './problem';
import { validate, validateAs } from './validate';

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;
const registries = new WeakMap<Router, RouteContract[]>();

/**
 * Mounts a contract's route on the service router: method and path from the contract, the request
 * validated by its schemas (400 validation_failed with field errors), then `handlers`.
 * A multipart route validates params and query here; its form fields (`request.body`) are validated by
 * `validate({ body })` placed after the upload handler, because the body exists only after it.
 */
export function contractRoute<R extends RouteContract>(
  router: Router,
  route: R,
  ...handlers: RequestHandler[]
): void {
  contractRouteWith(router, route, {}, ...handlers);
}

export interface ContractRouteOptions {
  /** The endpoint's own problem for an invalid request (its contract declares the code), keeping the field errors. */
  invalid?: (errors: Record<string, string>) => HttpProblem;
}

/** contractRoute with options, e.g. `{ invalid }` for an endpoint whose invalid input has its own code and message. */
export function contractRouteWith<R extends RouteContract>(
  router: Router,
  route: R,
  options: ContractRouteOptions,
  ...handlers: RequestHandler[]
): void {
  const request = route.request ?? {};
  const schemas = request.multipart
    ? { params: request.params, query: request.query }
    : { params: request.params, query: request.query, body: request.body };
  const { invalid } = options;
  const check = invalid
    ? validateAs(schemas, (errors) => {
        const chosen = invalid(errors);
        return new HttpProblem(chosen.status, chosen.message, {
          title: chosen.title,
          code: chosen.code,
          errors: chosen.errors ?? errors
        });
      })
    : validate(schemas);
  const checkAnswer = answerCheck(route);
  // The app parses JSON for every route; a form-encoded body is parsed only where the contract says so.
  const parseForm =
    request.bodyEncoding === 'form' ? [express.urlencoded({ extended: false, limit: '16kb' })] : [];
  router[METHODS[route.method]](
    route.path,
    ...(checkAnswer ? [checkAnswer] : []),
    ...parseForm,
    check,
    ...handlers
  );
  const registered = registries.get(router) ?? [];
  registered.push(route);
  registries.set(router, registered);
}

/** The contracts mounted on this router by contractRoute, in mounting order. */
export function contractRoutesOf(router: Router): readonly RouteContract[] {
  return registries.get(router) ?? [];
}

/** Answers the route's success status with its JSON body, typed by the contract's response schema. */
export function sendJson<R extends RouteContract>(res: Response, route: R, body: ResponseOf<R>): void {
  res.status(route.response.status).json(body);
}

/** Answers the route's success status without a body (a contract without `response.body`, usually 204). */
export function sendNoContent<R extends RouteContract & { response: { body?: undefined } }>(
  res: Response,
  route: R
): void {
  res.status(route.response.status).end();
}
