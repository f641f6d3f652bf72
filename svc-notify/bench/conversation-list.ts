// What one svc-notify spends on `GET /api/notify/conversations` (no gateway): a member with 10 conversations, each
// with messages both ways, read at 10 connections for 10 s after a 2 s warm-up, beside the bare health answer and
// the unread count of the same process: `node --import tsx bench/conversation-list.ts`. The first page is what
// members open and this replica keeps (live/conversation-list-cache.ts); the same ten read with a `before` cursor
// past them all (`list-uncached`) is the read every change costs. The embedded Mongo runs in
// a process of its own, so the CPU a request costs is given for the service (with the load generator) and for the
// database apart; on a shared machine these hold better than req/s.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { conversations } from '../test/support/conversations';
import { startStack } from '../test/support/stack';

const LIST_SIZE = 10;
const mongoBin = join(
  dirname(createRequire(import.meta.url).resolve('@matrimony/embedded-mongo')),
  '../bin/embedded-mongo.mjs'
);
const mongoProcess = spawn(process.execPath, [mongoBin, '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit']
});
const mongoUrl = await new Promise<string>((resolve) =>
  mongoProcess.stdout.on('data', (chunk: Buffer) => {
    const url = /mongodb:\/\/\S+/.exec(chunk.toString())?.[0];
    if (url) resolve(url);
  })
);
/** The Mongo process's CPU so far, in ms (/proc: user + system clock ticks of 10 ms). */
const mongoCpuMs = () => {
  const fields = readFileSync(`/proc/${mongoProcess.pid}/stat`, 'utf8').split(')')[1]!.trim().split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const stack = await startStack({ mongo: { url: mongoUrl, dbName: 'notify' } });
const talk = conversations(stack);
const groom = await talk.talker('Arjun Nair');
for (let i = 0; i < LIST_SIZE; i += 1) {
  const bride = await talk.talker(`Priya ${i}`);
  const id = await talk.match(bride, groom);
  for (let n = 0; n < 3; n += 1) {
    await talk.sent(bride, id, `Namaste ${n}`);
    await talk.sent(groom, id, `Hello ${n}`);
  }
}
const server = stack.app.listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const load = (path: string, headers: Record<string, string> = {}, duration = 10) =>
  new Promise<Result>((resolve, reject) =>
    autocannon({ url: `${base}${path}`, headers, connections: 10, duration }, (error, result) =>
      error ? reject(error) : resolve(result)
    )
  );
const bearer = { authorization: `Bearer ${stack.issuer.sign({ sub: groom.userId })}` };
await load('/api/notify/conversations', bearer, 2);
for (const [name, path, headers] of [
  ['health', '/healthz', {}],
  ['unread-count', '/api/notify/conversations/unread-count', bearer],
  ['list', '/api/notify/conversations', bearer],
  ['list-uncached', `/api/notify/conversations?before=${Date.now() + 86_400_000}.${'f'.repeat(24)}`, bearer]
] as const) {
  if (process.env.ONLY && process.env.ONLY !== name) continue;
  const cpuBefore = process.cpuUsage();
  const mongoBefore = mongoCpuMs();
  const result = await load(path, headers);
  const cpu = process.cpuUsage(cpuBefore);
  const perRequest = (ms: number) => (ms / result.requests.total).toFixed(2);
  console.log(
    `${name}: CPU a request ${perRequest((cpu.user + cpu.system) / 1000)} ms service and load (${perRequest(cpu.system / 1000)} ms of it in the kernel), ${perRequest(mongoCpuMs() - mongoBefore)} ms Mongo; ` +
      `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, non-2xx ${result.non2xx}, errors ${result.errors}`
  );
}
server.close();
await stack.stop();
mongoProcess.kill();
