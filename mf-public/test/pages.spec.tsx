import { expect } from 'chai';
import AboutPage from '../src/about/AboutPage';
import ContactPage from '../src/contact/ContactPage';
import HelpSupportPage from '../src/help/HelpSupportPage';
import PrivacyPolicyPage from '../src/policies/PrivacyPolicyPage';
import RefundPolicyPage from '../src/policies/RefundPolicyPage';
import SuccessStoriesPage from '../src/stories/SuccessStoriesPage';
import TermsOfServicePage from '../src/policies/TermsOfServicePage';
import { count, renderPage, textOf } from './render';

describe('static pages', () => {
  const pages = [
    { Page: AboutPage, path: '/about', title: 'About Us' },
    { Page: PrivacyPolicyPage, path: '/privacy-policy', title: 'Privacy Policy' },
    { Page: TermsOfServicePage, path: '/terms-of-service', title: 'Terms of Service' },
    { Page: RefundPolicyPage, path: '/refund-policy', title: 'Refund Policy' },
    { Page: HelpSupportPage, path: '/help-support', title: 'Help &amp; Support' },
    { Page: SuccessStoriesPage, path: '/success-stories', title: 'Success Stories' },
    { Page: ContactPage, path: '/contact', title: 'Contact Us' }
  ];

  for (const { Page, path, title } of pages) {
    it(`${path} has one heading, its own title and canonical address`, () => {
      const html = renderPage(Page, path);
      expect(count(html, '<h1')).to.equal(1);
      expect(html).to.contain(`<title>${title} | Matrimony</title>`);
      expect(html).to.match(new RegExp(`<link rel="canonical" href="https://[^"]+${path}"/>`));
      expect(html).to.match(/<meta name="description" content="[^"]{20,}"\/>/);
    });
  }

  it('the refund policy states the refund cases, "cancel" as turning off renewal, and the timeline', () => {
    const text = textOf(renderPage(RefundPolicyPage));
    for (const reason of [
      'Technical issues lasting more than 48 hours',
      'Duplicate charges',
      'Long maintenance outages'
    ])
      expect(text).to.contain(reason);
    expect(text).to.contain('turning off renewal');
    expect(text).to.contain('no refund is made for that current period');
    for (const step of [
      'Review 2-3 business days',
      'Approval 1-2 business days',
      'Processing 5-7 business days',
      'Bank credit 3-5 business days'
    ]) {
      expect(text).to.contain(step);
    }
  });

  it('the policies carry the warnings Indian rules expect', () => {
    const terms = textOf(renderPage(TermsOfServicePage));
    expect(terms).to.contain('genuine intention of finding a partner for marriage');
    expect(terms).to.contain('unless the profile is clearly marked as verified');
    expect(terms).to.contain('Reporting fraud');
    const privacy = textOf(renderPage(PrivacyPolicyPage));
    expect(privacy).to.contain('Digital Personal Data Protection Act, 2023');
    expect(privacy).to.contain('Withdraw consent');
    expect(privacy).to.contain('We never ask for or store Aadhaar numbers');
    for (const page of [terms, privacy, textOf(renderPage(RefundPolicyPage))]) {
      expect(page).to.contain('Grievance Officer');
      expect(page).to.contain('acknowledge every complaint within 24 hours and resolve it within 15 days');
    }
  });

  it('help answers "cancel" consistently with the refund policy', () => {
    const text = textOf(renderPage(HelpSupportPage));
    expect(text).to.contain('You can turn off renewal at any time; that is what cancelling means.');
    expect(text).to.contain('the current period is not refunded');
  });

  it('success stories show six couples, each with an illustration shipped in the page', () => {
    const html = renderPage(SuccessStoriesPage);
    expect(count(html, '<svg')).to.equal(6);
    expect(count(html, /<title id="[^"]+">Illustration of /)).to.equal(6);
  });

  it('contact shows the support e-mail, the spec business hours, the form and an FAQ', () => {
    const html = renderPage(ContactPage);
    const text = textOf(html);
    expect(html).to.match(/href="mailto:support@[^"]+"/);
    expect(text).to.contain('Monday - Friday 9:00 AM - 8:00 PM');
    expect(text).to.contain('Saturday 10:00 AM - 6:00 PM');
    expect(text).to.contain('Sunday 10:00 AM - 4:00 PM');
    for (const field of ['name', 'email', 'subject', 'message'])
      expect(html).to.contain(`id="contact-${field}"`);
    expect(html).to.match(/<button[^>]*type="submit"[^>]*>Send Message<\/button>/);
    expect(text).to.contain('Frequently Asked Questions');
    expect(count(html, '<details')).to.be.at.least(3);
  });
});
