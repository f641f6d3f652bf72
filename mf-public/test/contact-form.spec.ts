import { expect } from 'chai';
import { checkContactForm, EMPTY_CONTACT_FORM } from '../src/contact/contact-form';

const filled = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  subject: 'Premium',
  message: 'How do I renew?'
};

describe('contact form checks', () => {
  it('asks for every field with the spec title "Missing Information"', async () => {
    const check = await checkContactForm(EMPTY_CONTACT_FORM);
    expect(check.ok).to.equal(false);
    if (check.ok) return;
    expect(check.notice.title).to.equal('Missing Information');
    expect(Object.keys(check.errors).sort()).to.deep.equal(['email', 'message', 'name', 'subject']);
  });

  it('treats a field of spaces as missing', async () => {
    const check = await checkContactForm({ ...filled, subject: '   ' });
    expect(check.ok).to.equal(false);
    if (check.ok) return;
    expect(check.notice.title).to.equal('Missing Information');
    expect(Object.keys(check.errors)).to.deep.equal(['subject']);
  });

  it('rejects an address that is not an e-mail', async () => {
    const check = await checkContactForm({ ...filled, email: 'asha@home' });
    expect(check.ok).to.equal(false);
    if (check.ok) return;
    expect(check.notice.title).to.equal('Invalid Email');
    expect(check.errors.email).to.contain('Please enter a valid email address');
  });

  it('accepts a complete form and trims it', async () => {
    const check = await checkContactForm({ ...filled, name: '  Asha Rao ' });
    expect(check).to.deep.equal({ ok: true, form: filled });
  });
});
