import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { freshMobile, newMember } from '../src/members';
import { otpFrom, resetPathFrom } from '../src/outbox';
import { makeJpegs } from '../src/photos';

describe('journey helpers', () => {
  it('makes 10-digit mobiles starting with 9, different each time', () => {
    const mobiles = Array.from({ length: 50 }, freshMobile);
    for (const mobile of mobiles) expect(mobile).to.match(/^9\d{9}$/);
    expect(new Set(mobiles).size).to.equal(50);
    const member = newMember();
    expect(member.email).to.include(member.mobile);
  });

  it('reads the OTP out of an SMS and the reset path out of an e-mail', () => {
    expect(otpFrom('Your Matrimony verification code is 042917. It expires in 5 minutes.')).to.equal(
      '042917'
    );
    expect(() => otpFrom('no code here')).to.throw(/no OTP/);
    const mail =
      'Reset it here:\nhttp://localhost:41234/reset-password#token=abc.DEF-123_x\n\nIgnore this if it was not you.';
    expect(resetPathFrom(mail)).to.equal('/reset-password#token=abc.DEF-123_x');
    expect(() => resetPathFrom('Welcome to Matrimony')).to.throw(/no reset link/);
  });

  it('makes distinct JPEG photos in a temporary directory and removes them', async () => {
    const photos = await makeJpegs(2);
    const metadata = await Promise.all(photos.paths.map((path) => sharp(path).metadata()));
    expect(metadata.map((m) => m.format)).to.deep.equal(['jpeg', 'jpeg']);
    const stats = await Promise.all(photos.paths.map((path) => sharp(path).stats()));
    expect(stats[0]!.dominant).to.not.deep.equal(stats[1]!.dominant);
    await photos.remove();
    expect(existsSync(dirname(photos.paths[0]!))).to.equal(false);
  });
});
