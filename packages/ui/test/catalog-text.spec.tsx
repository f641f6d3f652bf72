import { expect } from 'chai';
import { setLocale } from '@matrimony/i18n';
import { RELIGIONS, SIGNIN_MESSAGES, SIGNUP_MESSAGES, reportAlreadyOpenMessage } from '@matrimony/catalog';
import { allCatalogTexts } from '@matrimony/catalog/catalog-text-sources';
import { i18n } from '@matrimony/i18n';
import { pseudoMessages } from '@matrimony/i18n/pseudo';
import { catalogMessage, catalogText, useCatalogText } from '../src/catalog-text';
import { Select } from '../src/components/Select';
import { RefusalNotice } from '../src/components/RefusalNotice';
import { type Refusal } from '../src/hooks/refusal';
import { Toaster } from '../src/toast/Toaster';
import { createToastStore } from '../src/toast/toast-store';
import { render } from './render';

const refused: Refusal = {
  message: { ...SIGNIN_MESSAGES.tooManyAttempts },
  secondsLeft: 30,
  waiting: true,
  refuse: () => true
};

function toasts() {
  const store = createToastStore({ schedule: () => 0, cancel: () => undefined });
  // A service's problem+json title and detail, as problemMessage hands them to a toast.
  store.show({ ...SIGNUP_MESSAGES.mobileAlreadyExists, variant: 'destructive' });
  return render(<Toaster store={store} />);
}

function Religions() {
  const text = useCatalogText();
  return (
    <ul>
      {RELIGIONS.map((religion) => (
        <li key={religion}>{text(religion)}</li>
      ))}
      <li>{text(SIGNUP_MESSAGES.invalidMobile.title)}</li>
      <li>{text('Not a catalog text')}</li>
    </ul>
  );
}

describe('useCatalogText (server-rendered)', () => {
  after(() => setLocale('en', { remember: false }));

  it('keeps English exactly as the catalog exports it', async () => {
    await setLocale('en', { remember: false });
    const html = render(<Religions />);
    for (const religion of RELIGIONS) expect(html).to.contain(`<li>${religion}</li>`);
    expect(html).to.contain('<li>Invalid Mobile Number</li>');
    expect(catalogText('Hindu')).to.equal('Hindu');
    const select = render(
      <Select id="r" label="Religion" options={RELIGIONS} value="Hindu" onChange={() => undefined} />
    );
    expect(select).to.match(/<option value="Hindu"[^>]*>Hindu<\/option>/);
    expect(render(<RefusalNotice refusal={refused} />)).to.contain('<strong>Too Many Attempts</strong>');
    expect(toasts()).to.contain('This mobile number is already registered. Please use a different number.');
  });

  it('reads Hindi after setLocale("hi"), and Tamil after setLocale("ta"); an unknown text stays English', async () => {
    await setLocale('hi', { remember: false });
    let html = render(<Religions />);
    expect(html).to.contain('<li>हिंदू</li>');
    expect(html).to.contain('<li>अमान्य मोबाइल नंबर</li>');
    expect(html).to.contain('<li>Not a catalog text</li>');
    expect(catalogMessage(SIGNUP_MESSAGES.invalidMobile).title).to.equal('अमान्य मोबाइल नंबर');
    // A problem detail built at run time: its template's Hindi, the ticket number kept.
    expect(catalogMessage(reportAlreadyOpenMessage('MR-2041'))).to.deep.equal({
      title: 'पहले ही रिपोर्ट किया जा चुका है',
      description:
        'आप इस प्रोफ़ाइल की रिपोर्ट पहले ही कर चुके हैं (टिकट MR-2041)। हमारी टीम इसकी जाँच कर रही है।'
    });
    await setLocale('ta', { remember: false });
    html = render(<Religions />);
    expect(html).to.contain('<li>இந்து</li>');
  });

  it('shows options, refusals and problem toasts in Hindi, the values staying English', async () => {
    await setLocale('hi', { remember: false });
    const select = render(
      <Select id="r" label="Religion" options={RELIGIONS} value="Hindu" onChange={() => undefined} />
    );
    expect(select).to.match(/<option value="Hindu"[^>]*>हिंदू<\/option>/);
    expect(render(<RefusalNotice refusal={refused} />)).to.contain('<strong>बहुत अधिक प्रयास</strong>');
    const html = toasts();
    expect(html).to.contain('मोबाइल नंबर पहले से मौजूद है');
    expect(html).to.contain('यह मोबाइल नंबर पहले से पंजीकृत है। कृपया कोई दूसरा नंबर इस्तेमाल कीजिए।');
  });

  it('reads pseudo-English once a spec loads the catalog texts disguised as English', async () => {
    await setLocale('en', { remember: false });
    const texts = allCatalogTexts();
    i18n.load('en', pseudoMessages(Object.fromEntries(texts.map((english) => [english, english]))));
    try {
      expect(catalogText('Hindu')).to.equal('Ĥíñðú');
      expect(catalogText('Tamil Nadu')).to.equal('Ţáɱíĺ Ñáðú');
    } finally {
      i18n.load('en', Object.fromEntries(texts.map((english) => [english, english])));
    }
  });
});
