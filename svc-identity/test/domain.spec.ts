import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import fc from 'fast-check';
import { generateOtp, hashOtp, otpMatches } from '../src/domain/otp';
import { joinName, splitFullName } from '../src/domain/names';
import { isCommonPassword } from '../src/domain/passwords';
import {
  signPhoneToken,
  signResetToken,
  verifyPhoneToken,
  verifyResetToken
} from '../src/domain/signed-tokens';
import { readConfig } from '../src/config';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('identity rules (pure)', () => {
  it('generates 6-digit codes with every digit position in use, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const code of codes) expect(code).to.match(/^\d{6}$/);
    expect(new Set(codes.map((c) => c[0])).size).to.equal(10);
    expect(new Set(codes).size).to.be.greaterThan(1990);
  });

  it('matches a code only against its own mobile and key', () => {
    const hash = hashOtp(SECRET, '9876543210', '012345');
    expect(otpMatches(SECRET, '9876543210', '012345', hash)).to.equal(true);
    expect(otpMatches(SECRET, '9876543211', '012345', hash)).to.equal(false);
    expect(otpMatches(SECRET, '9876543210', '012346', hash)).to.equal(false);
    expect(otpMatches(`${SECRET}x`, '9876543210', '012345', hash)).to.equal(false);
  });

  it('splits a full name into first and last name and joins it back', () => {
    expect(splitFullName('Ravi Kumar Menon')).to.deep.equal({ firstName: 'Ravi Kumar', lastName: 'Menon' });
    expect(splitFullName('Suriya')).to.deep.equal({ firstName: 'Suriya', lastName: '' });
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z.]{1,12}$/), { minLength: 1, maxLength: 5 }),
        (words) => {
          const { firstName, lastName } = splitFullName(words.join('  '));
          expect(joinName(firstName, lastName)).to.equal(words.join(' '));
        }
      )
    );
  });

  it('knows the most common passwords, whatever their case', () => {
    for (const password of ['123456', 'password', 'Password', 'QWERTY', 'iloveyou', 'letmein'])
      expect(isCommonPassword(password), password).to.equal(true);
    for (const password of ['Kerala-Backwaters-2024', 'mango-lassi-77-tiffin'])
      expect(isCommonPassword(password), password).to.equal(false);
  });

  it('keeps phone tokens and reset links apart and bound to their subject', () => {
    const phone = signPhoneToken(SECRET, '9876543210');
    const reset = signResetToken(SECRET, 'user-1', 3);
    expect(verifyPhoneToken(SECRET, phone)?.subject).to.equal('9876543210');
    expect(verifyResetToken(SECRET, reset)?.subject).to.equal('user-1');
    expect(verifyResetToken(SECRET, reset)?.version, 'the credential version rides in the link').to.equal(3);
    expect(verifyPhoneToken(SECRET, reset)).to.equal(undefined);
    expect(verifyResetToken(SECRET, phone)).to.equal(undefined);
    expect(verifyPhoneToken(`${SECRET}-other`, phone)).to.equal(undefined);
    expect(verifyPhoneToken(SECRET, phone)?.jti).not.to.equal(
      verifyPhoneToken(SECRET, signPhoneToken(SECRET, '9876543210'))?.jti
    );
  });
});

describe('configuration', () => {
  it('runs with development defaults outside production', () => {
    const config = readConfig({});
    expect(config).to.include({
      KEYCLOAK_CLIENT_ID: 'svc-identity',
      KEYCLOAK_WEB_CLIENT_ID: 'matrimony-web',
      PUBLIC_URL: 'http://localhost:8080'
    });
  });

  it('refuses to start in production without its own secrets, and refuses short ones', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).to.throw(
      /KEYCLOAK_CLIENT_SECRET: is required in production[\s\S]*KEYCLOAK_SESSIONS_CLIENT_SECRET: is required in production[\s\S]*IDENTITY_TOKEN_SECRET[\s\S]*ALTCHA_HMAC_KEY[\s\S]*MOBILE_HASH_KEY/
    );
    expect(() => readConfig({ IDENTITY_TOKEN_SECRET: 'short' })).to.throw(
      /IDENTITY_TOKEN_SECRET: must be at least 32 characters/
    );
    expect(() => readConfig({ MOBILE_HASH_KEY: 'short' })).to.throw(
      /MOBILE_HASH_KEY: must be at least 32 characters/
    );
    const production = readConfig({
      NODE_ENV: 'production',
      KEYCLOAK_CLIENT_SECRET: 's',
      KEYCLOAK_SESSIONS_CLIENT_SECRET: 's',
      IDENTITY_TOKEN_SECRET: SECRET,
      ALTCHA_HMAC_KEY: SECRET,
      MOBILE_HASH_KEY: SECRET,
      UIDAI_OFFLINE_CERT: readFileSync(new URL('./support/other-certificate.pem', import.meta.url), 'utf8'),
      AADHAAR_HASH_KEY: SECRET
    });
    expect(production.IDENTITY_TOKEN_SECRET).to.equal(SECRET);
  });
});
