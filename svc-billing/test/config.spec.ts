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

  it('names the demo seller unless configured, and refuses a GSTIN that is malformed or of another state', () => {
    expect(readConfig({})).to.include({ SELLER_GSTIN: '33AABCM1234F1Z4', SELLER_STATE: 'Tamil Nadu' });
    const maharashtra = { SELLER_GSTIN: '27AAPFU0939F1ZV', SELLER_STATE: 'Maharashtra' };
    expect(readConfig(maharashtra)).to.include(maharashtra);
    expect(() => readConfig({ ...maharashtra, SELLER_GSTIN: '27AAPFU0939F1ZW' })).to.throw(
      ConfigError,
      /SELLER_GSTIN/
    );
    expect(
      () => readConfig({ SELLER_GSTIN: '27AAPFU0939F1ZV' }),
      'a Maharashtra GSTIN in Tamil Nadu'
    ).to.throw(ConfigError, /SELLER_GSTIN/);
    expect(() => readConfig({ SELLER_STATE: 'Atlantis' })).to.throw(ConfigError, /SELLER_STATE/);
  });

  it('loads the checkout script from Razorpay, a given URL, or a path on the site (any host the page is opened under); never another site by a protocol-relative path', () => {
    expect(readConfig({}).RAZORPAY_CHECKOUT_URL).to.equal('https://checkout.razorpay.com/v1/checkout.js');
    expect(readConfig({ RAZORPAY_CHECKOUT_URL: '/razorpay/v1/checkout.js' }).RAZORPAY_CHECKOUT_URL).to.equal(
      '/razorpay/v1/checkout.js'
    );
    for (const elsewhere of [
      '//evil.example/checkout.js',
      '/\\evil.example/checkout.js',
      'javascript:alert(1)',
      'razorpay/v1/checkout.js'
    ])
      expect(() => readConfig({ RAZORPAY_CHECKOUT_URL: elsewhere }), elsewhere).to.throw(
        ConfigError,
        /RAZORPAY_CHECKOUT_URL/
      );
  });
});
