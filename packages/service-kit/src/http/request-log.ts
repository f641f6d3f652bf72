import { performance } from 'node:perf_hooks';
import { type RequestHandler } from 'express';
import { type Logger } from 'pino';
import { requestIdFor } from './request-id';

declare module 'http' {
  interface IncomingMessage {
    /** The request id (the caller's X-Request-Id when it looks like one, else a UUID), echoed back. */
    id: string;
    /** The service's logger with this request's id: what handlers log about the request. */
    log: Logger;
  }
}

function levelOf(statusCode: number, finished: boolean): 'info' | 'warn' | 'error' {
  if (!finished) return 'warn';
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

/**
 * One line per request when its response is done: method, path (never the query: it may carry personal data),
 * status and time; "request aborted" when the client went away first. `req.log` is made on first use, since
 * most requests log nothing else (pino-http made two child loggers per request: a twentieth of a profile read).
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const id = requestIdFor(req, res);
    req.id = id;
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ requestId: id })),
      set: (value: Logger) => {
        child = value;
      }
    });
    res.once('close', () => {
      const finished = res.writableFinished;
      logger[levelOf(res.statusCode, finished)](
        {
          requestId: id,
          req: { id, method: req.method, path: req.originalUrl.split('?')[0] },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started)
        },
        finished ? 'request completed' : 'request aborted'
      );
    });
    next();
  };
}
