// Makes a fresh clone runnable: Debian packages the platform needs and the npm install.
// Used by `npm start` and `npm test`, so both work on a new machine with nothing else done.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const debianPackages = {
  'nats-server': { binary: 'nats-server', why: 'the event broker (NATS JetStream)' },
  chromium: { binary: 'chromium', why: 'the browser for Playwright journeys and Lighthouse' }
};

function hasBinary(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

/** Installs the named Debian packages when missing (as root), or explains exactly what to run. */
export function ensureDebianPackages(names) {
  const missing = names.filter((name) => !hasBinary(debianPackages[name].binary));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Missing Debian packages: ${missing.map((n) => `${n} (${debianPackages[n].why})`).join(', ')}.`);
    console.error(`Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing, 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env
  });
}

/** Runs `npm ci` when the workspace has never been installed. */
export function ensureNodeModules() {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing npm packages (npm ci)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', env: toolEnv() });
}

/** Environment for every tool we run: no telemetry, no browser downloads, Debian's Chromium. */
export function toolEnv(extra = {}) {
  return {
    ...process.env,
    TURBO_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    ...extra
  };
}
