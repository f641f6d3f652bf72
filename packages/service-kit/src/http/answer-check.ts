import { type RequestHandler } from 'express';
import { type RouteContract } from '@matrimony/contracts';

/** Set by `@matrimony/service-kit/testing/check-answers` (each service's mocha `require`): tests only. */
export const CHECK_ANSWERS_ENV = 'CHECK_CONTRACT_ANSWERS';

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
