import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface NatsServerHandle {
  url: string;
  port: number;
  storeDir: string;
  /** Stops the process; the store directory stays so `restart` finds its streams again. */
  stop(): Promise<void>;
  /** Starts again on the same port and store directory. */
  restart(): Promise<void>;
  /** Stops the process and deletes the store directory. */
  dispose(): Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;

export interface StartNatsServerOptions {
  port?: number;
  /** A server configuration file (e.g. production's accounts and permissions), passed with `-c`. */
  configFile?: string;
  /** Extra environment for the server (the configuration's `$VARIABLES`). */
  env?: Record<string, string>;
}

/** Starts a real `nats-server -js` for tests on a free port (or the given one) in a temp directory. */
export async function startNatsServer(options: StartNatsServerOptions = {}): Promise<NatsServerHandle> {
  const storeDir = await mkdtemp(join(tmpdir(), 'nats-test-'));
  const binary = process.env.NATS_SERVER_BIN ?? 'nats-server';
  let child: ChildProcess | undefined;
  let port = options.port ?? -1;

  const start = async () => {
    const launched = await launch(binary, port, storeDir, options);
    child = launched.child;
    port = launched.port;
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    get url() {
      return `nats://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    storeDir,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop();
      await rm(storeDir, { recursive: true, force: true });
    }
  };
}

function launch(
  binary: string,
  port: number,
  storeDir: string,
  options: StartNatsServerOptions
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const config = options.configFile ? ['-c', options.configFile] : [];
    const child = spawn(binary, [...config, '-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...options.env }
    });
    let output = '';
    let listeningPort: number | undefined;
    const timer = setTimeout(
      () => fail(new Error(`nats-server did not become ready within ${READY_TIMEOUT_MS} ms:\n${output}`)),
      READY_TIMEOUT_MS
    );
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    };
    child.once('error', (err) =>
      fail(
        new Error(`cannot start ${binary} (install it with: apt-get install -y nats-server): ${err.message}`)
      )
    );
    child.once('exit', (code) => fail(new Error(`nats-server exited with code ${code}:\n${output}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening for client connections on [\d.]+:(\d+)/.exec(output);
      if (match) listeningPort = Number(match[1]);
      if (listeningPort !== undefined && output.includes('Server is ready')) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        child.stderr?.removeAllListeners('data');
        child.stderr?.resume();
        resolve({ child, port: listeningPort });
      }
    });
  });
}
