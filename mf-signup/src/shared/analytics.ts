// The spec's ad conversion event. No provider script ships: the event is announced on `window`
// and nothing happens unless an operator's configured integration listens for it.

export const ANALYTICS_EVENT = 'matrimony:analytics';

export type AnalyticsEvent = { name: 'sign_up'; method: 'mobile' };

export type EventTargetLike = { dispatchEvent: (event: Event) => boolean };

/** Announces `event`; a no-op where there is no window (server rendering, tests without a target). */
export function trackEvent(
  event: AnalyticsEvent,
  target: EventTargetLike | undefined = globalThis.window
): void {
  target?.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: event }));
}
