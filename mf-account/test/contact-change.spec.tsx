import { expect } from 'chai';
import { problemFrom } from '@matrimony/session';
import {
  checkEmailForm,
  checkMobileForm,
  EMAIL_FIELDS,
  MOBILE_FIELDS,
  refusal
} from '../src/settings/account/change-contact';
import { ChangeEmailForm } from '../src/settings/account/ChangeEmailForm';
import { ChangeMobileForm } from '../src/settings/account/ChangeMobileForm';
import { resendLabel } from '@matrimony/ui/countdown';
import { renderPage } from './render';

const MISSING = 'Please fill in all required fields';
const failure = (status: number, body: object) => problemFrom(status, '', null, JSON.stringify(body));

describe('settings: change e-mail and mobile', () => {
  it('checks the forms with the registration’s messages before anything is sent', () => {
    expect(checkEmailForm({ email: 'nope', currentPassword: '' })).to.deep.equal({
      ok: false,
      errors: {
        email: 'Please enter a valid email address (e.g., name@example.com)',
        currentPassword: MISSING
      }
    });
    expect(checkEmailForm({ email: ' Priya.New@Example.com ', currentPassword: 'pw-123456' })).to.deep.equal({
      ok: true,
      value: { email: 'Priya.New@Example.com', currentPassword: 'pw-123456' }
    });
    expect(checkMobileForm({ mobile: '12345', currentPassword: 'x' })).to.deep.equal({
      ok: false,
      errors: { mobile: 'Please enter a valid 10-digit Indian mobile number (numbers only)' }
    });
    expect(checkMobileForm({ mobile: '9876512345', currentPassword: 'x' })).to.deep.equal({
      ok: true,
      value: { mobile: '9876512345', currentPassword: 'x' }
    });
  });

  it('puts a refusal under the field the service named, or shows its words (with how long to wait)', () => {
    const taken = failure(409, {
      code: 'mobile_already_exists',
      title: 'Mobile Number Already Exists',
      detail: 'x',
      errors: { mobile: 'This mobile number is already registered. Please use a different number.' }
    });
    expect(refusal(taken, MOBILE_FIELDS)).to.deep.equal({
      errors: { mobile: 'This mobile number is already registered. Please use a different number.' }
    });
    const soon = failure(429, {
      code: 'too_many_requests',
      title: 'Error',
      detail: 'Too many requests. Please try again later.',
      retryAfter: 12
    });
    expect(refusal(soon, MOBILE_FIELDS)).to.deep.equal({
      errors: {},
      message: { title: 'Error', description: 'Too many requests. Please try again later.' },
      retryAfter: 12
    });
    const wrong = failure(401, {
      code: 'invalid_password',
      title: 'Incorrect Password',
      detail: 'd',
      errors: { currentPassword: 'The password is incorrect. Please try again.' }
    });
    expect(refusal(wrong, EMAIL_FIELDS).errors).to.deep.equal({
      currentPassword: 'The password is incorrect. Please try again.'
    });
    expect(resendLabel(27)).to.equal('Resend OTP in 27s');
    expect(resendLabel(0)).to.equal('Resend OTP');
  });

  it('shows the current address and number masked, each with a Change button', async () => {
    const html = await renderPage(
      <>
        <ChangeEmailForm current="priya.sharma@example.com" />
        <ChangeMobileForm current="9876543210" onChanged={() => undefined} />
      </>
    );
    expect(html).to.contain('p•••@example.com').and.contain('+91 98•••••210');
    expect(html).to.not.contain('priya.sharma@example.com').and.not.contain('9876543210');
    expect(html.match(/>Change<\/button>/g)).to.have.length(2);
    expect(html)
      .to.match(/<h3 id="change-email-heading">E-mail<\/h3>/)
      .and.match(/<h3 id="change-mobile-heading">Mobile number<\/h3>/);
  });
});
