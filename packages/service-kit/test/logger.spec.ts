import { expect } from 'chai';
import { censorSecrets } from '../src/index';
import { captureLogger } from './support/log-capture';

describe('log redaction', () => {
  it('censors secret keys at any depth, in objects and arrays', () => {
    const { logger, lines } = captureLogger();
    logger.info(
      {
        mobile: '9876543210',
        member: { contact: { email: 'a@b.in', history: [{ otp: '123456' }] } },
        deep: { a: { b: { c: { d: { password: 'five-deep' } } } } },
        headers: { authorization: 'Bearer t', 'set-cookie': ['sid=1'] },
        kept: { userId: 'u-1', count: 3 }
      },
      'event'
    );
    const text = JSON.stringify(lines);
    for (const secret of ['9876543210', 'a@b.in', '123456', 'five-deep', 'Bearer t', 'sid=1'])
      expect(text).not.to.contain(secret);
    const line = lines.find((l) => l.msg === 'event')!;
    expect(line.mobile).to.equal('[Redacted]');
    expect(line.kept).to.deep.equal({ userId: 'u-1', count: 3 });
  });

  it('leaves the logged object itself untouched, and returns a clean value as it is (no copy)', () => {
    const payload = { user: { mobile: '9876543210' } };
    const censored = censorSecrets(payload);
    expect(censored.user.mobile).to.equal('[Redacted]');
    expect(payload.user.mobile).to.equal('9876543210');
    const clean = { userId: 'u-1', at: new Date(0), items: [1, 2] };
    expect(censorSecrets(clean)).to.equal(clean);
  });

  it('leaves class instances (dates, errors) as they are and stops on circular values', () => {
    const at = new Date(0);
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    const censored = censorSecrets({ at, circular, token: 'x' });
    expect(censored.at).to.equal(at);
    expect(censored.token).to.equal('[Redacted]');
  });
});
