import { expect } from 'chai';
import { cooldownUntil, OTP_RESEND_COOLDOWN_SECONDS, resendLabel, secondsLeft } from '../src/signup/cooldown';

describe('resend cooldown', () => {
  it('counts whole seconds down to zero, never below', () => {
    expect(secondsLeft(10_000, 0)).to.equal(10);
    expect(secondsLeft(10_000, 9_001)).to.equal(1);
    expect(secondsLeft(10_000, 10_000)).to.equal(0);
    expect(secondsLeft(10_000, 99_000)).to.equal(0);
  });

  it('waits 30 s after a send unless the server said how long', () => {
    expect(OTP_RESEND_COOLDOWN_SECONDS).to.equal(30);
    expect(cooldownUntil(1_000)).to.equal(31_000);
    expect(cooldownUntil(1_000, 12)).to.equal(13_000);
  });

  it('shows the remaining time on the resend link', () => {
    expect(resendLabel(27)).to.equal('Resend OTP in 27s');
    expect(resendLabel(0)).to.equal('Resend OTP');
  });
});
