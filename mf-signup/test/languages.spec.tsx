import { expect } from 'chai';
import { setLocale } from '@matrimony/i18n';
import { createIdentityApi } from '../src/api/identity';
import { BasicStep } from '../src/signup/steps/BasicStep';
import { FamilyStep } from '../src/signup/steps/FamilyStep';
import { MobileStep } from '../src/signup/steps/MobileStep';
import { renderStep } from './render';

const identity = createIdentityApi(async () => new Response(null, { status: 500 }));

describe('the wizard in Hindi and Tamil (rendered)', () => {
  after(() => setLocale('en', { remember: false }));

  it('step 3 reads Hindi: its heading, the name, the shared profile fields and the design-system controls', async () => {
    await setLocale('hi', { remember: false });
    const html = renderStep(<BasicStep photosLost />);
    expect(html).to.include('बुनियादी जानकारी'); // Basic Information
    expect(html).to.include('5 तक फ़ोटो जोड़िए'); // Add up to 5 photos
    expect(html).to.include('कृपया अपनी फ़ोटो फिर से जोड़िए');
    expect(html).to.include('पूरा नाम'); // Full Name (mf-signup)
    expect(html).to.include('यह प्रोफ़ाइल किसके लिए है'); // This profile is for (profile-form)
    expect(html).to.include('लंबाई चुनिए'); // Select height (profile-form)
    expect(html).to.include('जन्म तिथि'); // Date of Birth (ui)
    expect(html).to.include('प्रोफ़ाइल फ़ोटो (0/5)'); // Profile Photos (ui)
    expect(html).to.not.include('Basic Information').and.to.not.include('Full Name');
  });

  it('step 6 puts the terms and privacy links where Hindi puts them', async () => {
    await setLocale('hi', { remember: false });
    const html = renderStep(<FamilyStep />);
    expect(html).to.match(
      /मैंने <a href="\/terms-of-service"[^>]*>सेवा की शर्तें<\/a> और <a href="\/privacy-policy"[^>]*>गोपनीयता नीति<\/a> पढ़ ली हैं/
    );
  });

  it('step 1 reads Tamil, with the verified number inside the sentence', async () => {
    await setLocale('ta', { remember: false });
    const html = renderStep(
      <MobileStep identity={identity} registered={false} onVerified={() => undefined} />,
      {
        mobile: '9876543210',
        phoneToken: 't'
      }
    );
    expect(html).to.include('மொபைல் சரிபார்ப்பு');
    expect(html).to.include('மொபைல் சரிபார்க்கப்பட்டது: +91 9876543210');
  });

  it('English reads as before, the terms sentence included', async () => {
    await setLocale('en', { remember: false });
    const html = renderStep(<FamilyStep />);
    expect(html).to.match(
      /I have read and agree to the <a href="\/terms-of-service"[^>]*>Terms of Service<\/a> and the <a href="\/privacy-policy"[^>]*>Privacy Policy<\/a>\./
    );
  });
});
