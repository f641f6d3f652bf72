// A call the service refused for now (429 with Retry-After): the form keeps the service's words and a countdown
// beside its submit button, and the button stays disabled until the wait is over (RefusalNotice shows it).
import { useCallback, useMemo, useState } from 'react';
import { useCountdown } from './countdown';

/** What a refusal says: the service's title and sentence. */
export type RefusalMessage = { title: string; description?: string };

/** The parts of a failed call's problem a refusal reads (@matrimony/session's ProblemData has them). */
export type RefusedProblem = {
  status: number;
  title: string;
  detail?: string;
  /** Seconds to wait (the body's `retryAfter` or the Retry-After header). */
  retryAfter?: number;
};

export type Refusal = {
  /** While the wait lasts: what the service said; undefined otherwise. */
  message: RefusalMessage | undefined;
  /** Whole seconds left of the wait (0 when nothing is refused). */
  secondsLeft: number;
  /** Whether the form waits: its submit button is disabled. */
  waiting: boolean;
  /** Keeps `problem` on screen when it is a 429 that says how long to wait; returns whether it did. */
  refuse: (problem: RefusedProblem | undefined) => boolean;
};

const RETRY_STATUS = 429;

function messageOf({ title, detail }: RefusedProblem): RefusalMessage {
  return detail && detail !== title ? { title, description: detail } : { title: detail ?? title };
}

/** One form's refusal: `if (refusal.refuse(asProblem(error))) return;` in its catch, `<RefusalNotice refusal={refusal} />`. */
export function useRefusal(): Refusal {
  const [refused, setRefused] = useState<{ message: RefusalMessage; untilMs: number }>();
  const secondsLeft = useCountdown(refused?.untilMs ?? 0);
  const refuse = useCallback((problem: RefusedProblem | undefined) => {
    if (!problem || problem.status !== RETRY_STATUS || !problem.retryAfter) return false;
    setRefused({ message: messageOf(problem), untilMs: Date.now() + problem.retryAfter * 1000 });
    return true;
  }, []);
  const waiting = refused !== undefined && secondsLeft > 0;
  const message = waiting ? refused.message : undefined;
  return useMemo(
    () => ({ message, secondsLeft: waiting ? secondsLeft : 0, waiting, refuse }),
    [message, secondsLeft, waiting, refuse]
  );
}
