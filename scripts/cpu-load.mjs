// A CPU-hungry neighbour for proving the tests do not need a quiet machine:
//   node scripts/cpu-load.mjs start [workers]   one busy process per core (or `workers`), in the background
//   node scripts/cpu-load.mjs stop              ends them
//   node scripts/cpu-load.mjs status            says whether they run
// The workers spin at normal priority, so they compete with the tests as a busy CI neighbour would.
// Each stops by itself after LOAD_MAX_MINUTES (default 240), so a forgotten load never outlives the work.
import { spawn } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pidFile = join(tmpdir(), 'matrimony-cpu-load.pids');
const maxMinutes = Number(process.env.LOAD_MAX_MINUTES ?? 240);
const spin = `const end = Date.now() + ${maxMinutes} * 60000; let x = 0; while (Date.now() < end) { for (let i = 0; i < 1e6; i++) x = (x * 31 + i) % 1000003; }`;

const running = () =>
  existsSync(pidFile)
    ? readFileSync(pidFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map(Number)
        .filter((pid) => {
          try {
            process.kill(pid, 0);
            return true;
          } catch {
            return false;
          }
        })
    : [];

function start(workers) {
  if (running().length > 0) stop();
  const pids = [];
  for (let i = 0; i < workers; i++) {
    const child = spawn(process.execPath, ['-e', spin], { detached: true, stdio: 'ignore' });
    child.unref();
    pids.push(child.pid);
  }
  writeFileSync(pidFile, pids.join('\n') + '\n');
  console.log(
    `CPU load: ${workers} busy process(es) started (${pids.join(', ')}); stop with: node scripts/cpu-load.mjs stop`
  );
}

function stop() {
  const pids = running();
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  rmSync(pidFile, { force: true });
  console.log(`CPU load: ${pids.length} process(es) stopped`);
}

const [command = 'status', count] = process.argv.slice(2);
if (command === 'start') start(Number(count ?? availableParallelism()));
else if (command === 'stop') stop();
else if (command === 'status') console.log(`CPU load: ${running().length} process(es) running`);
else {
  console.error('usage: node scripts/cpu-load.mjs start [workers] | stop | status');
  process.exit(2);
}
