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
    expect(() => trackEvent({ name: 'sign_up', method: 'mobile' }, undefined)).to.not.throw();
  });
});
