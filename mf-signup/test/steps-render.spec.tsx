import { expect } from 'chai';
import { createIdentityApi } from '../src/api/identity';
import { BasicStep } from '../src/signup/steps/BasicStep';
import { FamilyStep } from '../src/signup/steps/FamilyStep';
import { MobileStep } from '../src/signup/steps/MobileStep';
import { ProfessionalStep } from '../src/signup/steps/ProfessionalStep';
import { ReligiousStep } from '../src/signup/steps/ReligiousStep';
import { optionsOf, renderStep } from './render';

const identity = createIdentityApi(async () => new Response(null, { status: 500 }));

describe('wizard steps (rendered)', () => {
  it('step 1 shows the fixed +91, the spec title and a Send OTP button that waits for 10 digits', () => {
    const html = renderStep(
      <MobileStep identity={identity} registered={false} onVerified={() => undefined} />
    );
    expect(html).to.include('Mobile Verification');
    expect(html).to.include('Enter your mobile number to get started');
    expect(html).to.include('+91');
    expect(html).to.match(/<button[^>]*disabled=""[^>]*>Send OTP<\/button>/);
  });

  it('step 1 shows a verified number after a reload instead of asking again', () => {
    const html = renderStep(
      <MobileStep identity={identity} registered={false} onVerified={() => undefined} />,
      { mobile: '9876543210', phoneToken: 't' }
    );
    expect(html).to.include('Mobile Verified: +91 9876543210');
    expect(html).to.not.include('Send OTP');
  });

  it('step 1 says a number already registered has an account, with links to sign in and reset the password', () => {
    const html = renderStep(<MobileStep identity={identity} registered onVerified={() => undefined} />, {
      mobile: '9876543210',
      phoneToken: ''
    });
    expect(html).to.include('This mobile number is already registered.');
    expect(html).to.match(/<a[^>]*href="\/signin"[^>]*>Sign In<\/a>/);
    expect(html).to.match(/<a[^>]*href="\/signin\?forgot=true"[^>]*>Forgot Password\?<\/a>/);
  });

  it('step 3 says photos must be added again after a reload', () => {
    expect(renderStep(<BasicStep photosLost />)).to.include('Photos are not kept when the page reloads');
    expect(renderStep(<BasicStep photosLost={false} />)).to.not.include('Photos are not kept');
  });

  it('step 3 offers Groom and Bride and the eleven heights', () => {
    const html = renderStep(<BasicStep photosLost={false} />);
    expect(html).to.include('Groom').and.to.include('Bride');
    expect(optionsOf(html, 'height')).to.have.length(12);
  });

  it('step 4 offers only the castes of the chosen religion', () => {
    const hindu = optionsOf(renderStep(<ReligiousStep />, { religion: 'Hindu' }), 'caste');
    expect(hindu).to.include('Brahmin - Iyer').and.to.not.include('Sunni');
    expect(optionsOf(renderStep(<ReligiousStep />, { religion: 'Jewish' }), 'caste')).to.deep.equal([
      '',
      'Not Applicable'
    ]);
    expect(renderStep(<ReligiousStep />)).to.match(/<select(?=[^>]*id="signup-caste")(?=[^>]*disabled="")/);
  });

  it('step 5 offers only the districts of the chosen state', () => {
    const districts = optionsOf(renderStep(<ProfessionalStep />, { state: 'Tamil Nadu' }), 'district');
    expect(districts).to.include('Chennai').and.to.not.include('Ernakulam');
    expect(renderStep(<ProfessionalStep />)).to.include('Select a state first');
  });

  it('step 6 lists 27 stars and the rasis with their English names, each with "Don\'t know" for members who do not follow horoscopes', () => {
    const html = renderStep(<FamilyStep />);
    const stars = optionsOf(html, 'star');
    expect(stars).to.have.length(29); // the placeholder, 27 stars, "Don't know"
    expect(stars[1]).to.equal('Ashwini');
    expect(stars[28]).to.match(/^Don(&#x27;|')t know$/);
    expect(optionsOf(html, 'rasi')).to.have.length(14);
    expect(html).to.include('Mesha (Aries)');
    expect(html).to.include('accept="image/*"');
  });

  it('step 6 asks for the terms and the declaration of matrimonial intent, two required boxes', () => {
    const html = renderStep(<FamilyStep />);
    expect(html).to.match(/<input type="checkbox" id="signup-termsAccepted"[^>]*required=""/);
    expect(html).to.match(/<input type="checkbox" id="signup-declarationAccepted"[^>]*required=""/);
    expect(html).to.match(/<a href="\/terms-of-service" target="_blank"[^>]*>Terms of Service<\/a>/);
    expect(html).to.match(/<a href="\/privacy-policy" target="_blank"[^>]*>Privacy Policy<\/a>/);
    expect(html).to.include('I declare that I am registering to find a life partner for marriage');
  });
});
