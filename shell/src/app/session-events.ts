import { type SessionEndReason } from '@matrimony/session';

/** Bridges "the session ended" from the session controller (created before React) to the router. */
export const sessionEndedEvents = new EventTarget();

export function announceSessionEnded(reason: SessionEndReason): void {
  sessionEndedEvents.dispatchEvent(new CustomEvent<SessionEndReason>('ended', { detail: reason }));
}
