import { expect } from 'chai';
import globalJsdom from 'global-jsdom';
import { setLocale, type Locale } from '@matrimony/i18n';
import { unlocalizedTexts } from '@matrimony/i18n/pseudo';
import { signedInStore as member } from '@matrimony/session/testing';
import { site } from '@matrimony/ui';
import AboutPage from '../src/about/AboutPage';
import ContactPage from '../src/contact/ContactPage';
import HelpSupportPage from '../src/help/HelpSupportPage';
import LandingPage from '../src/landing/LandingPage';
import { memberCountText } from '../src/landing/member-count-text';
import PrivacyPolicyPage from '../src/policies/PrivacyPolicyPage';
import RefundPolicyPage from '../src/policies/RefundPolicyPage';
import TermsOfServicePage from '../src/policies/TermsOfServicePage';
import SuccessStoriesPage from '../src/stories/SuccessStoriesPage';
import SupportTicketPage, { LinkInvalid } from '../src/support-ticket/SupportTicketPage';
import { renderPage } from './render';

const PAGES = {
  '/': LandingPage,
  '/about': AboutPage,
  '/contact': ContactPage,
  '/help-support': HelpSupportPage,
  '/success-stories': SuccessStoriesPage,
  '/support-ticket': SupportTicketPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-of-service': TermsOfServicePage,
  '/refund-policy': RefundPolicyPage
};

// Shown as written in every language: the brand and addresses, product and standard names, the language choice
// (named in each language's own script and "Language" among them), the subject lines staff sort by, and what still
// comes in English from elsewhere: the policy dates (the catalog's policyDateLabel takes no locale).
const AS_WRITTEN = [
  site.name,
  site.supportEmail,
  site.grievanceOfficer.email,
  site.grievanceOfficer.name,
  'WhatsApp',
  'OTP',
  'SMS',
  'UPI',
  'PIN',
  'GPS',
  'IP',
  'DPDP',
  'AM',
  'PM',
  '"Refund request"',
  '"Data request"',
  'Language',
  'English'
];

function leftovers(html: string): string[] {
  // A DOM only while scanning: the other specs of this process render on the server, without a window.
  const removeDom = globalJsdom(html);
  try {
    return unlocalizedTexts(document.body, AS_WRITTEN);
  } finally {
    removeDom();
  }
}

for (const locale of ['hi', 'ta'] as Locale[]) {
  describe(`the public pages in ${locale}`, () => {
    before(() => {
      // useCatalogText registers the catalog's message dictionary at its first render and does not wait for it, so
      // render once before switching: the switch then loads it with the pages' own messages.
      renderPage(HelpSupportPage);
      return setLocale(locale, { remember: false });
    });
    after(() => setLocale('en', { remember: false }));

    for (const [path, Page] of Object.entries(PAGES)) {
      it(`${path} shows no English, for a visitor or a member (title and description included)`, () => {
        expect(leftovers(renderPage(Page, path))).to.deep.equal([]);
        expect(leftovers(renderPage(Page, path, member()))).to.deep.equal([]);
      });
    }

    it('the invalid ticket link shows no English of ours', () => {
      expect(leftovers(renderPage(LinkInvalid, '/support-ticket'))).to.deep.equal([]);
    });

    it('counts members with Indian grouping', () => {
      expect(memberCountText(1_20_000, locale)).to.match(/^1,20,000\+ \S/);
      expect(memberCountText(980, locale)).to.not.match(/[A-Za-z]/);
    });
  });
}
