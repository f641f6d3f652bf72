import { prettyFactory } from 'pino-pretty';

// Services log pino JSON (right for production); in a terminal a short line reads better.
const pretty = prettyFactory({
  colorize: false,
  singleLine: true,
  ignore: 'pid,hostname,name,time,req,res,requestId,responseTime',
  messageFormat:
    '{msg}{if req.method} {req.method} {req.path}{end}{if res.statusCode} → {res.statusCode}{end}{if responseTime} ({responseTime} ms){end}'
});

/** A pino JSON line as `INFO: request completed GET /api/x → 200 (3 ms)`; any other line unchanged. */
export function readableLines(line: string): string[] {
  if (!line.startsWith('{"level"')) return [line];
  return pretty(line).trimEnd().split('\n');
}
