import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// mf-public as it would be one release after or before the shell that serves it, built from today's source with the
// release's differences applied (docs/architecture.md "Version skew between the shell and remotes"). The journeys
// serve a variant in place of the deployed remote (version-skew.spec.ts).

const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicSource = join(e2eDir, '..', 'mf-public', 'src');
/** Inside the repository, so the copies resolve the workspace's node_modules; git ignores it. */
const variantsDir = join(e2eDir, '.skew');

export const NEXT_RELEASE_PATH = '/help-support/next-release';
export const NEXT_RELEASE_HEADING = 'Only in the next release';

type Variant = {
  /** What changed since (or before) the shell's release. */
  edit: (src: string) => void;
  exposes: Record<string, string>;
  /** Libraries shared beyond the common singletons (createRemoteConfig's `shared`). */
  shared?: Record<string, { singleton: true; requiredVersion: false }>;
};

function replaceOnce(file: string, search: string, replacement: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(search)) throw new Error(`${file} no longer holds ${JSON.stringify(search)}`);
  writeFileSync(file, text.replace(search, replacement));
}

const variants = {
  /**
   * A release after the shell's: an added page (under a path the shell already routes to mf-public), an added
   * shared singleton the shell does not know (zod), a new field on every route and a new exposed module.
   */
  next: {
    edit: (src) => {
      mkdirSync(join(src, 'next-release'));
      writeFileSync(
        join(src, 'next-release', 'NextReleasePage.tsx'),
        `import { z } from 'zod';
const release = z.object({ name: z.string() }).parse({ name: 'next' });
export default function NextReleasePage() {
  return <section><h1>${NEXT_RELEASE_HEADING}</h1><p>Release checked by zod: {release.name}</p></section>;
}
`
      );
      writeFileSync(join(src, 'next-release', 'release.ts'), `export const release = 'next';\n`);
      const routes = join(src, 'routes.tsx');
      replaceOnce(
        routes,
        'export const publicPages: readonly PublicPage[] = [',
        `export const publicPages: readonly PublicPage[] = [
  { path: '${NEXT_RELEASE_PATH}', load: () => import('./next-release/NextReleasePage') },`
      );
      replaceOnce(routes, "access: 'public'", "access: 'public', releasedIn: 'next'");
    },
    exposes: { './routes': './src/routes.tsx', './release': './src/next-release/release.ts' },
    shared: { zod: { singleton: true, requiredVersion: false } }
  },
  /** A release before the shell's: the shell's route table already sends /support-ticket here, the remote lacks it. */
  previous: {
    edit: (src) =>
      replaceOnce(
        join(src, 'routes.tsx'),
        "  { path: '/support-ticket', load: () => import('./support-ticket/SupportTicketPage') }\n",
        ''
      ),
    exposes: { './routes': './src/routes.tsx' }
  },
  /** A release from before the route contract this shell speaks: its pages are exposed under another name. */
  'previous-contract': {
    edit: () => undefined,
    exposes: { './pages': './src/routes.tsx' }
  }
} satisfies Record<string, Variant>;

export type RemoteVariant = keyof typeof variants;

/** Builds mf-public as `variant` (a production build, as deployed) and returns the folder to serve it from. */
export async function buildPublicVariant(variant: RemoteVariant): Promise<string> {
  const { edit, exposes, shared } = variants[variant] as Variant;
  const dir = join(variantsDir, variant);
  rmSync(dir, { recursive: true, force: true });
  cpSync(publicSource, join(dir, 'src'), { recursive: true });
  edit(join(dir, 'src'));
  // Built by rspack's CLI in a process of its own, as mf-public's own build is (its config is TypeScript).
  const options = JSON.stringify({ name: 'mfPublic', exposes, shared, mode: 'production' });
  writeFileSync(
    join(dir, 'rspack.config.ts'),
    `import { createRemoteConfig } from '@matrimony/federation';
export default { ...createRemoteConfig({ ...${options}, dirname: import.meta.dirname }), devtool: false };
`
  );
  const rspackCli = join(e2eDir, '..', 'node_modules', '.bin', 'rspack');
  await promisify(execFile)(rspackCli, ['build', '-c', join(dir, 'rspack.config.ts')], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024
  }).catch((error: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(`building mf-public as "${variant}" failed:\n${error.stdout}${error.stderr}`);
  });
  return join(dir, 'dist');
}
