import { parseArgs } from 'node:util';
import { z } from 'zod';

export const usage = `Usage: npm start -- [options]

Brings the whole platform up behind one gateway port (default 8080).

Options:
  --port, -p <n>     gateway port (or the PORT environment variable)
  --fresh            wipe the data directory (.data/) first
  --data-dir <dir>   data directory, relative to the repository root (default .data)
  --skip-build       serve the frontends' existing dist/ without building
  --help, -h         show this text`;

const optionsSchema = z.object({
  port: z.coerce
    .number({ error: 'The port must be a number.' })
    .int('The port must be a whole number.')
    .min(1, 'The port must be between 1 and 65535.')
    .max(65535, 'The port must be between 1 and 65535.'),
  fresh: z.boolean(),
  dataDir: z.string().min(1, 'The data directory must not be empty.'),
  build: z.boolean(),
  help: z.boolean()
});

export type CliOptions = z.infer<typeof optionsSchema>;

export type ParsedCli = { ok: true; options: CliOptions } | { ok: false; message: string };

/** Command line and environment → validated options, or a message saying what is wrong. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv): ParsedCli {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string', short: 'p' },
        fresh: { type: 'boolean', default: false },
        'data-dir': { type: 'string', default: '.data' },
        'skip-build': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false }
      }
    }));
  } catch (error) {
    return { ok: false, message: `${(error as Error).message}\n\n${usage}` };
  }
  const result = optionsSchema.safeParse({
    port: values.port ?? env.PORT ?? '8080',
    fresh: values.fresh,
    dataDir: values['data-dir'],
    build: !values['skip-build'],
    help: values.help
  });
  if (!result.success)
    return { ok: false, message: result.error.issues.map((issue) => issue.message).join('\n') };
  return { ok: true, options: result.data };
}
