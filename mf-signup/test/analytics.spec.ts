import { expect } from 'chai';
import { ANALYTICS_EVENT, trackEvent } from '../src/shared/analytics';

describe('analytics hook', () => {
  it('announces the sign-up conversion as a window event for a configured integration', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(ANALYTICS_EVENT, (event) => seen.push((event as CustomEvent).detail));
    trackEvent({ name: 'sign_up', method: 'mobile' }, target);
    expect(seen).to.deep.equal([{ name: 'sign_up', method: 'mobile' }]);
  });

  it('does nothing where there is no window', () => {
    // The specs run with a DOM (test/dom.ts): take its window away for this call, as on a server.
    const domWindow = Object.getOwnPropertyDescriptor(globalThis, 'window')!;
    Object.defineProperty(globalThis, 'window', { value: undefined, configurable: true });
    try {
      expect(() => trackEvent({ name: 'sign_up', method: 'mobile' }, undefined)).to.not.throw();
    } finally {
      Object.defineProperty(globalThis, 'window', domWindow);
    }
  });
});
