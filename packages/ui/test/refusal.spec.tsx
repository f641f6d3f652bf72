import { expect } from 'chai';
import { RefusalNotice } from '../src/components/RefusalNotice';
import { resendLabel, retryLabel, waitWords } from '../src/hooks/countdown';
import { type Refusal } from '../src/hooks/refusal';
import { count, render } from './render';

const refusal = (secondsLeft: number): Refusal => ({
  message: secondsLeft > 0 ? { title: 'Too Many Attempts', description: 'Please wait.' } : undefined,
  secondsLeft,
  waiting: secondsLeft > 0,
  refuse: () => false
});

describe('refusal notice (server-rendered)', () => {
  it('says how long to wait in minutes from a minute on, in seconds under it', () => {
    expect(retryLabel(600)).to.equal('Try again in 10 minutes');
    expect(retryLabel(61)).to.equal('Try again in 2 minutes');
    expect(retryLabel(60)).to.equal('Try again in 1 minute');
    expect(retryLabel(59)).to.equal('Try again in 59 seconds');
    expect(retryLabel(1)).to.equal('Try again in 1 second');
    expect(waitWords(45)).to.equal('45 seconds');
    expect(resendLabel(27)).to.equal('Resend OTP in 27s');
  });

  it('announces the words once (alert) and shows the countdown as a timer, outside the alert', () => {
    const html = render(<RefusalNotice id="signin-refusal" refusal={refusal(90)} />);
    expect(html).to.match(/id="signin-refusal"/);
    expect(html).to.match(/<p role="alert"><strong>Too Many Attempts<\/strong> Please wait\.<\/p>/);
    expect(html).to.match(/<p role="timer">Try again in 2 minutes<\/p>/);
    expect(count(html, 'role="alert"')).to.equal(1);
  });

  it('shows nothing once the wait is over', () => {
    expect(render(<RefusalNotice refusal={refusal(0)} />)).to.equal('');
  });
});
