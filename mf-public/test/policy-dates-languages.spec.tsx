// A policy's "Last updated" date is written in the page's language (the catalog's date words), English as before.
import { expect } from 'chai';
import { setLocale } from '@matrimony/i18n';
import { TERMS_VERSION } from '@matrimony/catalog/policies';
import { TERMS_LAST_UPDATED } from '../src/policies/policy-dates';
import PrivacyPolicyPage from '../src/policies/PrivacyPolicyPage';
import TermsOfServicePage from '../src/policies/TermsOfServicePage';
import { renderPage } from './render';

describe('policy dates in the page language', () => {
  after(() => setLocale('en', { remember: false }));

  it('writes the date in English as before', () => {
    expect(TERMS_VERSION).to.equal('2026-11-21');
    expect(TERMS_LAST_UPDATED).to.equal('21 November 2026');
    expect(renderPage(TermsOfServicePage, '/terms-of-service')).to.contain('21 November 2026');
  });

  it('writes it in Hindi on a Hindi page', async () => {
    await setLocale('hi', { remember: false });
    const html = renderPage(TermsOfServicePage, '/terms-of-service');
    expect(html).to.contain('21 नवंबर 2026');
    expect(html).not.to.contain('November');
    expect(renderPage(PrivacyPolicyPage, '/privacy-policy')).to.match(/\d{1,2} नवंबर 2026/);
  });

  it('writes it in Tamil on a Tamil page', async () => {
    await setLocale('ta', { remember: false });
    expect(renderPage(TermsOfServicePage, '/terms-of-service')).to.contain('21 நவம்பர் 2026');
  });
});
