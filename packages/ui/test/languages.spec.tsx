import { expect } from 'chai';
import { setLocale } from '@matrimony/i18n';
import { DateOfBirth } from '../src/date-of-birth';
import { RefusalNotice } from '../src/refusal';
import { type Refusal } from '../src/hooks/refusal';
import { PasswordField } from '../src/components/PasswordField';
import { PhotoUploader } from '../src/components/PhotoUploader';
import { PHOTO_MESSAGES } from '../src/forms/photo-selection';
import { render } from './render';

const refused = (secondsLeft: number): Refusal => ({
  message: { title: 'Too many attempts' },
  secondsLeft,
  waiting: true,
  refuse: () => true
});

describe('the design system in Hindi and Tamil (server-rendered)', () => {
  after(() => setLocale('en', { remember: false }));

  it('says the wait with a real plural in English', async () => {
    await setLocale('en', { remember: false });
    expect(render(<RefusalNotice refusal={refused(60)} />)).to.contain('Try again in 1 minute<');
    expect(render(<RefusalNotice refusal={refused(59)} />)).to.contain('Try again in 59 seconds<');
  });

  it('reads Hindi: the date of birth with Hindi month names, the password toggle, the wait', async () => {
    await setLocale('hi', { remember: false });
    const dob = render(<DateOfBirth id="dob" years={[2000]} value="" onChange={() => undefined} />);
    expect(dob).to.contain('जन्म तिथि');
    expect(dob).to.contain('जनवरी');
    expect(render(<PasswordField id="p" label="x" />)).to.contain('aria-label="पासवर्ड दिखाइए"');
    expect(render(<RefusalNotice refusal={refused(120)} />)).to.contain('2 मिनट बाद फिर से कोशिश कीजिए');
    const photos = render(
      <PhotoUploader id="ph" photos={[]} onChange={() => undefined} error={PHOTO_MESSAGES.tooMany} />
    );
    expect(photos).to.contain('प्रोफ़ाइल फ़ोटो (0/5)');
    expect(photos).to.contain('बहुत सारी फ़ोटो: आप अधिकतम 5 फ़ोटो ही अपलोड कर सकते हैं');
  });

  it('reads Tamil', async () => {
    await setLocale('ta', { remember: false });
    expect(render(<RefusalNotice refusal={refused(1)} />)).to.contain(
      '1 வினாடியில் மீண்டும் முயற்சி செய்யுங்கள்'
    );
    const dob = render(<DateOfBirth id="dob" years={[2000]} value="" onChange={() => undefined} />);
    expect(dob).to.contain('பிறந்த தேதி');
  });
});
