import { expect } from 'chai';
import { ConfigError } from '@matrimony/service-kit';
import { readConfig } from '../src/config';

describe('configuration', () => {
  const production = { NODE_ENV: 'production', CONTACT_OFFER_KEY: 'c'.repeat(32) };

  it('refuses to start in production without its own CONTACT_OFFER_KEY, and takes no short one', () => {
    expect(readConfig(production).CONTACT_OFFER_KEY).to.equal('c'.repeat(32));
    expect(() => readConfig({ ...production, CONTACT_OFFER_KEY: undefined })).to.throw(
      ConfigError,
      /CONTACT_OFFER_KEY/
    );
    expect(() => readConfig({ ...production, CONTACT_OFFER_KEY: 'short' })).to.throw(
      ConfigError,
      /CONTACT_OFFER_KEY/
    );
  });

  it('runs the face-aid job every minute unless FACE_AID_JOB_INTERVAL_MS says otherwise, never under a second', () => {
    expect(readConfig({}).FACE_AID_JOB_INTERVAL_MS).to.equal(60_000);
    expect(readConfig({ FACE_AID_JOB_INTERVAL_MS: '' }).FACE_AID_JOB_INTERVAL_MS).to.equal(60_000);
    expect(readConfig({ FACE_AID_JOB_INTERVAL_MS: '15000' }).FACE_AID_JOB_INTERVAL_MS).to.equal(15_000);
    expect(() => readConfig({ FACE_AID_JOB_INTERVAL_MS: '10' })).to.throw(
      ConfigError,
      /FACE_AID_JOB_INTERVAL_MS/
    );
  });
});
