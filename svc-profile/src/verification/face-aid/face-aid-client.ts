// The main thread's side of the face aid: one worker thread per process, started at the first selfie (the models load
// there, never on the request path), one request at a time, each bounded by a timeout. A worker that fails is
// replaced at the next request; the check stays usable without the aid. The worker holds about 450 MB once it has
// scored (the WebAssembly heap never shrinks), so it stops after IDLE_STOP_MS without work and gives it back.
import { Worker } from 'node:worker_threads';
import { type PhotoFaceScore } from './score-faces';

export interface FaceScorer {
  score(selfie: Buffer, photos: { photoId: string; image: Buffer }[]): Promise<PhotoFaceScore[]>;
  close(): Promise<void>;
}

/** The first request also loads the models (about a second here); a check then takes well under this. */
const DEFAULT_TIMEOUT_MS = 120_000;
/** Selfies arrive a few an hour: loading the models again (about 3 s) costs less than holding the memory. */
const IDLE_STOP_MS = 5 * 60_000;

type Answer = { id: number; scores?: PhotoFaceScore[]; error?: string };

/** The service runs its TypeScript through tsx, whose loader a worker thread of Node 20 does not inherit. */
function startWorker(workerUrl: URL): Worker {
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(boot, { eval: true });
}

export function faceScorerInWorker(options: { timeoutMs?: number; workerUrl?: URL } = {}): FaceScorer {
  const workerUrl = options.workerUrl ?? new URL('./face-worker.ts', import.meta.url);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let worker: Worker | undefined;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  let idle: NodeJS.Timeout | undefined;

  const stop = async () => {
    clearTimeout(idle);
    const running = worker;
    worker = undefined;
    await running?.terminate();
  };

  const ask = (selfie: Buffer, photos: { photoId: string; image: Buffer }[]) =>
    new Promise<PhotoFaceScore[]>((resolve, reject) => {
      clearTimeout(idle);
      const current = (worker ??= startWorker(workerUrl));
      current.unref();
      const id = nextId++;
      const finish = (err: Error | undefined, scores?: PhotoFaceScore[]) => {
        clearTimeout(timer);
        current.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (err) {
          void stop();
          reject(err);
        } else resolve(scores!);
        idle = setTimeout(() => void stop(), IDLE_STOP_MS).unref();
      };
      const onMessage = (answer: Answer) => {
        if (answer.id !== id) return;
        if (answer.scores) finish(undefined, answer.scores);
        else finish(new Error(`face aid failed: ${answer.error ?? 'no answer'}`));
      };
      const onError = (err: Error) => finish(err);
      const onExit = (code: number) => finish(new Error(`face aid worker exited (${code})`));
      const timer = setTimeout(() => finish(new Error('face aid timed out')), timeoutMs);
      current.on('message', onMessage).once('error', onError).once('exit', onExit);
      current.postMessage({ id, selfie, photos });
    });

  return {
    score(selfie, photos) {
      const run = queue.then(() => ask(selfie, photos));
      queue = run.catch(() => undefined);
      return run;
    },
    close: stop
  };
}
