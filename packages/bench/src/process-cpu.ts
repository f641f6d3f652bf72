// The CPU a local process has used, found by the port it listens on: what one request costs a service apart from
// the gateway, the database and the load generator beside it on the same machine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The pid of the process listening on `port` on this machine (`ss`), or undefined when none is found. */
export function listenerPid(port: number): number | undefined {
  const listing = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  return pid === undefined ? undefined : Number(pid);
}

/** The process's user and system CPU so far in ms (`/proc/<pid>/stat`, clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')')[1]!.trim().split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
