import { expect } from 'chai';
import { signedInStore } from '@matrimony/session/testing';
import LandingPage from '../src/landing/LandingPage';
import { memberCountText } from '../src/landing/member-count-text';
import SuccessStoriesPage from '../src/stories/SuccessStoriesPage';
import { count, renderPage, textOf } from './render';

describe('public pages for a signed-in member', () => {
  it('offer the dashboard and Explore instead of "Sign up for Free" and "Sign in"', () => {
    const landing = renderPage(LandingPage, '/', signedInStore());
    expect(textOf(landing)).to.not.contain('Sign up for Free');
    expect(landing).to.not.match(/aria-label="Quick search"/);
    expect(landing).to.not.match(/href="\/signup"/);
    expect(landing).to.not.match(/href="\/signin"/);
    expect(landing).to.match(/<a[^>]*href="\/dashboard"[^>]*>Go to your dashboard<\/a>/);
    expect(landing).to.match(/<a[^>]*href="\/subscription"[^>]*>See your Premium plan<\/a>/);
    const stories = renderPage(SuccessStoriesPage, '/success-stories', signedInStore());
    expect(stories).to.match(/<a[^>]*href="\/explore"[^>]*>Explore profiles<\/a>/);
    expect(stories).to.not.match(/href="\/signup"/);
  });
});

describe('landing page', () => {
  const html = renderPage(LandingPage);
  const text = textOf(html);

  it('has the hero: free-premium badge, tagline and "Sign up for Free" to /signup', () => {
    expect(text).to.contain('Get 1 Month FREE Premium on registration');
    expect(html).to.match(
      /<h1[^>]*>Find your life partner on India(&#x27;|')s most trusted matrimonial platform<\/h1>/
    );
    expect(html).to.match(/<a[^>]*href="\/signup"[^>]*>Sign up for Free<\/a>/);
  });

  it('has the quick search: a GET form to /signup with a label for each choice, ages 25 to 30 to start', () => {
    const form = /<form[^>]*aria-label="Quick search"[^>]*>/.exec(html)?.[0];
    expect(form).to.be.a('string');
    expect(form)
      .to.match(/ action="\/signup"/)
      .and.to.match(/ method="get"/);
    for (const name of ['lookingFor', 'ageMin', 'ageMax', 'religion', 'motherTongue'])
      expect(html).to.match(new RegExp(`<select[^>]*name="${name}"`));
    for (const label of ["I(&#x27;|')m looking for a", 'Aged from', 'Religion', 'Mother tongue'])
      expect(html).to.match(new RegExp(`<label[^>]*>${label}`));
    expect(html).to.match(/<option value="25" selected="">25<\/option>/);
    expect(html).to.match(/<option value="30" selected="">30<\/option>/);
  });

  it('holds the member count line empty until the count arrives, then says it rounded', () => {
    expect(html).to.match(/<p[^>]*aria-live="polite"[^>]*><\/p>/);
    expect(memberCountText(12_000)).to.equal('12,000+ members');
    expect(memberCountText(1_900)).to.equal('1,900+ members');
    expect(memberCountText(980)).to.equal('Join our first members');
  });

  it('has the three highlight tiles', () => {
    for (const tile of ['10x Lower Price', 'No Marketing Calls', 'Contact for ₹49'])
      expect(text).to.contain(tile);
  });

  it('has the six feature cards', () => {
    const features = [
      'Quick Registration',
      'Simple & Affordable Pricing',
      'No Marketing Calls',
      'Contact for ₹49',
      'Advanced Search Filters',
      'Profile Views & Insights'
    ];
    for (const feature of features)
      expect(html).to.match(new RegExp(`<h3[^>]*>${feature.replace('&', '&amp;')}</h3>`));
  });

  it('prices Free at ₹0 and Premium at ₹499 a month with the spec feature lists, both leading to /signup', () => {
    expect(text).to.contain('₹0 / forever');
    expect(text).to.contain('₹499 / month');
    for (const feature of [
      '5 interests per day',
      'Basic profile creation',
      'View contact details and horoscope',
      'See who viewed your profile',
      'Priority support',
      'Full dashboard access',
      'WhatsApp integration'
    ]) {
      expect(text).to.contain(feature);
    }
    const pricing = html.slice(html.indexOf('id="pricing-title"'));
    expect(count(pricing.slice(0, pricing.indexOf('<footer')), 'href="/signup"')).to.equal(2);
  });

  it('has the footer with the six links and a contact e-mail', () => {
    const footer = html.slice(html.indexOf('<footer'));
    for (const path of [
      '/about',
      '/success-stories',
      '/help-support',
      '/privacy-policy',
      '/terms-of-service',
      '/refund-policy'
    ]) {
      expect(footer).to.contain(`href="${path}"`);
    }
    expect(footer).to.match(/href="mailto:support@[^"]+"/);
  });

  it('sets its metadata as an indexable page with a canonical address', () => {
    expect(html).to.contain('<title>India&#x27;s Most Trusted Matrimonial Platform | Matrimony</title>');
    expect(html).to.match(/<link rel="canonical" href="https:\/\/[^"]+\/"\/>/);
    expect(html).to.contain('<meta name="robots" content="index, follow"/>');
  });
});
