import { type RequestHandler, type Response } from 'express';
import { GENERIC_ERROR_CODES, type RouteContract } from '@matrimony/contracts';

/** Set by `@matrimony/service-kit/testing/check-answers` (each service's mocha `require`): tests only. */
export const CHECK_ANSWERS_ENV = 'CHECK_CONTRACT_ANSWERS';

const ANSWERING_ROUTE = 'contractRouteAnswering';

/**
 * In tests, a problem whose code the answering route does not declare (its `errors` or the generic codes) is
 * replaced by a 500 `answer_breaks_contract` naming the code, so a page never meets a code it was not told of.
 * Undefined when the problem may go out as it is (outside tests, or outside a contract route).
 */
export function undeclaredProblemCode(res: Response, code: string | undefined): string | undefined {
  const route = res.locals[ANSWERING_ROUTE] as RouteContract | undefined;
  if (!route || code === undefined) return undefined;
  if (route.errors.includes(code) || (GENERIC_ERROR_CODES as readonly string[]).includes(code))
    return undefined;
  return `${route.name} answered problem code ${code}, which its contract does not declare`;
}

/**
 * In tests, every success answer of a contract route is parsed by the route's response schema before it
 * leaves: a drifting answer becomes a 500 `answer_breaks_contract` naming the field, so any test that
 * expects the success fails, not only those that call expectContract. Off in development and production
 * (the schemas are the services' own types there; parsing big answers would cost time).
 */
export function answerCheck(route: RouteContract): RequestHandler | undefined {
  if (process.env[CHECK_ANSWERS_ENV] !== '1') return undefined;
  const schema = route.response.body;
  return (_req, res, next) => {
    res.locals[ANSWERING_ROUTE] = route;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode >= 300) return json(body);
      const wrongStatus =
        res.statusCode !== route.response.status && res.statusCode !== route.response.replay?.status;
      const parsed = schema?.safeParse(body);
      if (!wrongStatus && (!parsed || parsed.success)) return json(body);
      const detail = wrongStatus
        ? `${route.name} answered ${res.statusCode}, its contract says ${route.response.status}${route.response.replay ? ` or ${route.response.replay.status}` : ''}`
        : `${route.name} answer does not match its schema: ${parsed!.error!.message}`;
      res.status(500).type('application/problem+json');
      return json({
        type: 'about:blank',
        title: 'Answer Breaks Contract',
        status: 500,
        detail,
        code: 'answer_breaks_contract'
      });
    };
    next();
  };
}
