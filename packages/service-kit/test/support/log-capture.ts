import { Writable } from 'node:stream';
import { createLogger } from '../../src/index';

/** A logger whose JSON lines land in `lines`, so tests can assert on what was logged. */
export function captureLogger(name = 'test') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    }
  });
  return { logger: createLogger({ name, level: 'debug', destination }), lines };
}
