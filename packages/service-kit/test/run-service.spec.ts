import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const fixture = fileURLToPath(new URL('./fixtures/service-main.ts', import.meta.url));

function runFixture(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('runService (process level)', () => {
  it('prints a configuration error naming the variable and exits 1', async () => {
    const run = runFixture({ PORT: 'not-a-port' });
    expect(await run.exited).to.equal(1);
    expect(run.output().stderr).to.contain('PORT: must be a port number (0-65535)');
  });

  it('shuts down cleanly on SIGTERM, closing resources, and exits 0', async () => {
    const run = runFixture({ PORT: '0' });
    await new Promise<void>((resolve, reject) => {
      run.child.stdout.on('data', () => {
        if (run.output().stdout.includes('listening')) resolve();
      });
      void run.exited.then(() => reject(new Error(`fixture exited early: ${run.output().stderr}`)));
    });
    run.child.kill('SIGTERM');
    expect(await run.exited).to.equal(0);
    expect(run.output().stdout).to.contain('resources closed');
  });
});
