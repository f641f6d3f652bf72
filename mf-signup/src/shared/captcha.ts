// The spec's invisible captcha: an ALTCHA proof of work solved in the background, so the visitor
// never sees a puzzle. A solution is single use; a fresh one is prepared after each use.
import { type CaptchaChallenge } from '../api/identity';

/** The challenge's time limit passed before it was used ("Session Expired" toast). */
export class CaptchaExpiredError extends Error {
  constructor() {
    super('The bot check expired');
    this.name = 'CaptchaExpiredError';
  }
}

/** The challenge could not be fetched or solved ("Verification Error" toast). */
export class CaptchaFailedError extends Error {
  constructor(cause?: unknown) {
    super('The bot check could not be completed', { cause });
    this.name = 'CaptchaFailedError';
  }
}

/** Expiry written into the salt by altcha-lib (`...?expires=<unix seconds>`), in ms; undefined when absent. */
export function challengeExpiresAt(challenge: CaptchaChallenge): number | undefined {
  const query = challenge.salt.split('?')[1];
  const seconds = Number(new URLSearchParams(query ?? '').get('expires'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** Numbers tried per slice: small enough that one slice stays well under a 50 ms long task on a busy phone. */
const SLICE = 50;

/** Lets the browser handle input and paint (a message is a task, without setTimeout's 4 ms clamp). */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * altcha-lib's solver over the challenge's range in slices. Run in one go it awaits thousands of
 * digests back to back, which blocks the page for seconds (a module worker is not an option: a
 * federated remote's chunks need the host's runtime).
 */
async function findSolution({ challenge, salt, algorithm, maxnumber = 1_000_000 }: CaptchaChallenge) {
  // Fetched when the visitor first focuses the number, not with the page.
  const { solveChallenge } = await import('altcha-lib');
  for (let start = 0; start <= maxnumber; start += SLICE) {
    const solution = await solveChallenge(
      challenge,
      salt,
      algorithm,
      Math.min(start + SLICE - 1, maxnumber),
      start
    ).promise;
    if (solution) return solution;
    await yieldToBrowser();
  }
  return null;
}

/** Solves a challenge into the base64 payload svc-identity verifies. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const started = Date.now();
  const solution = await findSolution(challenge);
  if (!solution) throw new CaptchaFailedError();
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: Date.now() - started
  };
  return btoa(JSON.stringify(payload));
}

type Prepared = { payload: string; expiresAt: number | undefined };

export type CaptchaDeps = {
  fetchChallenge: () => Promise<CaptchaChallenge>;
  solve?: (challenge: CaptchaChallenge) => Promise<string>;
  now?: () => number;
};

/** Keeps one solved challenge ready; `take()` hands it out and starts solving the next. */
export function createInvisibleCaptcha({
  fetchChallenge,
  solve = solveCaptcha,
  now = Date.now
}: CaptchaDeps) {
  let pending: Promise<Prepared> | null = null;

  function prepare(): void {
    pending = (async () => {
      try {
        const challenge = await fetchChallenge();
        return { payload: await solve(challenge), expiresAt: challengeExpiresAt(challenge) };
      } catch (error) {
        throw error instanceof CaptchaFailedError ? error : new CaptchaFailedError(error);
      }
    })();
    // Failures surface when the solution is taken, not as unhandled rejections.
    pending.catch(() => undefined);
  }

  async function take(): Promise<string> {
    if (!pending) prepare();
    const current = pending!;
    pending = null;
    let prepared: Prepared;
    try {
      prepared = await current;
    } finally {
      prepare();
    }
    if (prepared.expiresAt !== undefined && prepared.expiresAt <= now()) throw new CaptchaExpiredError();
    return prepared.payload;
  }

  return {
    /** Starts solving now, unless a solution is already being prepared. */
    prepare: () => {
      if (!pending) prepare();
    },
    take,
    /** Drops the current solution and solves a new one (after captcha errors). */
    reset: prepare
  };
}

export type InvisibleCaptcha = ReturnType<typeof createInvisibleCaptcha>;
