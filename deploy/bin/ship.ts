// Ships one slice (a service or a frontend) with a new image tag and leaves the others alone:
// prints its manifests, or hands them to `kubectl diff` / `kubectl apply` (docs/runbook.md "Ship one slice").
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { fieldManagerOf, isOverlay, isReleaseTag, isSlice, renderSlice, SLICES } from '../src/ship';

const USAGE = `usage: npm run -w deploy ship -- --slice <slice> --tag <tag> --overlay <overlay> [--diff | --apply]
  slices: ${SLICES.join(', ')}
  without --diff or --apply the manifests are printed`;

function usageError(message: string): never {
  console.error(`ship: ${message}\n${USAGE}`);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      options: {
        slice: { type: 'string' },
        tag: { type: 'string' },
        overlay: { type: 'string' },
        diff: { type: 'boolean', default: false },
        apply: { type: 'boolean', default: false }
      },
      strict: true,
      allowPositionals: false
    }).values;
  } catch (error) {
    return usageError((error as Error).message);
  }
}

const options = parse();
if (options.slice === undefined) usageError('--slice is required');
if (!isSlice(options.slice)) usageError(`unknown slice "${options.slice}"`);
if (options.tag === undefined) usageError('--tag is required');
if (!isReleaseTag(options.tag))
  usageError(`"${options.tag}" is not a release tag (letters, digits, "._-", with a digit; not "latest")`);
if (options.overlay === undefined) usageError('--overlay is required');
if (!isOverlay(options.overlay)) usageError(`unknown overlay "${options.overlay}"`);
if (options.diff && options.apply) usageError('--diff and --apply exclude each other');

const manifests = renderSlice({ overlay: options.overlay, slice: options.slice, tag: options.tag });

if (!options.diff && !options.apply) {
  process.stdout.write(manifests);
} else {
  // Server-side apply under the slice's own field manager; the slice takes over the fields it sends
  // (the image above all) from whoever applied them last, e.g. a full `kubectl apply -k`.
  const serverSide = [
    '--server-side',
    `--field-manager=${fieldManagerOf(options.slice)}`,
    '--force-conflicts'
  ];
  const command = options.apply ? 'apply' : 'diff';
  const result = spawnSync('kubectl', [command, ...serverSide, '-f', '-'], {
    input: manifests,
    stdio: ['pipe', 'inherit', 'inherit']
  });
  if (result.error) {
    console.error(`ship: could not run kubectl: ${result.error.message}`);
    process.exit(1);
  }
  // kubectl diff answers 1 when there are differences, more on errors: passed on as it is.
  process.exit(result.status ?? 1);
}
