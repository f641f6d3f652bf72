// Makes a fresh clone runnable: Debian packages the platform needs and the npm install.
// Used by `npm start` and `npm test`, so both work on a new machine with nothing else done.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Debian puts nats-server in /usr/sbin, which is not on a normal user's PATH.
const systemDirs = ['/usr/sbin', '/usr/local/sbin'];
const searchPath = [
  ...new Set([...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...systemDirs])
];

const debianPackages = {
  'nats-server': { binary: 'nats-server', why: 'the event broker (NATS JetStream)' },
  chromium: { binary: 'chromium', why: 'the browser for Playwright journeys and Lighthouse' },
  'nginx-light': {
    binary: 'nginx',
    why: "the frontend images' static server, tested with its real configuration"
  },
  'gettext-base': {
    binary: 'envsubst',
    why: "renders the shell's runtime-config.json in the frontend image"
  },
  'fonts-noto-core': {
    present: () => hasFontFor('hi') && hasFontFor('ta'),
    why: 'Devanagari and Tamil fonts, so journeys and screenshots in Hindi and Tamil show letters, not boxes'
  }
};

/** Whether fontconfig knows a font for the language (`fc-list :lang=hi`); Chromium finds fonts through it. */
function hasFontFor(language) {
  try {
    return execFileSync('fc-list', [`:lang=${language}`], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

function isPresent(name) {
  const { binary, present } = debianPackages[name];
  return present ? present() : hasBinary(binary);
}

function hasBinary(binary) {
  return searchPath.some((dir) => {
    try {
      accessSync(join(dir, binary), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Installs the named Debian packages when missing (as root), or explains exactly what to run. */
export function ensureDebianPackages(names) {
  const missing = names.filter((name) => !isPresent(name));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing Debian packages: ${missing.map((n) => `${n} (${debianPackages[n].why})`).join(', ')}.`
    );
    console.error(
      `Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...missing, 'fonts-dejavu-core'],
    {
      stdio: 'inherit',
      env
    }
  );
}

/** Runs `npm ci` when the workspace has never been installed; warns when the lockfile moved on since. */
export function ensureNodeModules() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) {
    console.log('Installing npm packages (npm ci)...');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', env: toolEnv() });
    return;
  }
  if (statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs) {
    console.warn(
      'package-lock.json changed since the last install; if something is missing, run `npm install`.'
    );
  }
}

/** Environment for every tool we run: no telemetry, no browser downloads, Debian's Chromium, nats-server findable. */
export function toolEnv(extra = {}) {
  return {
    ...process.env,
    PATH: searchPath.join(delimiter),
    TURBO_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    ...extra
  };
}
