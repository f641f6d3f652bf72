import { expect } from 'chai';
import { ConfigError } from '@matrimony/service-kit';
import { readConfig } from '../src/config';

describe('configuration', () => {
  const production = {
    NODE_ENV: 'production',
    MOBILE_HASH_KEY: 'm'.repeat(32),
    CONTACT_OFFER_KEY: 'c'.repeat(32)
  };

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
});
