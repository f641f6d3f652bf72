import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '@matrimony/resilience';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

interface LighthouseReport {
  categories: Record<Category, { score: number | null }>;
  runtimeError?: { message: string };
  finalDisplayedUrl?: string;
}

/**
 * Lighthouse 12's CLI (mobile emulation and simulated throttling, its defaults) on one URL: scores 0-100.
 * With `browserPort`, it opens its tab in that already running browser and keeps the site's storage:
 * a signed-in tab there hands the session to the new tab (packages/session shares it over a BroadcastChannel).
 */
export function lighthouseScores(url: string, browserPort?: number): Promise<Record<Category, number>> {
  const bin = join(repoRoot, 'node_modules', '.bin', 'lighthouse');
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    ...(browserPort
      ? [`--port=${browserPort}`, '--disable-storage-reset']
      : ['--chrome-flags=--headless --no-sandbox --disable-dev-shm-usage --disable-gpu'])
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.slice(-500)}`));
      const report = JSON.parse(out) as LighthouseReport;
      if (report.runtimeError) return reject(new Error(`lighthouse: ${report.runtimeError.message}`));
      // A member page that sent Lighthouse to /signin measured the wrong page.
      const landed = report.finalDisplayedUrl ? new URL(report.finalDisplayedUrl).pathname : undefined;
      if (landed && landed !== new URL(url).pathname)
        return reject(new Error(`lighthouse measured ${landed}, not ${new URL(url).pathname}`));
      const scores = {} as Record<Category, number>;
      for (const category of CATEGORIES)
        scores[category] = Math.round((report.categories[category]?.score ?? Number.NaN) * 100);
      resolve(scores);
    });
  });
}
