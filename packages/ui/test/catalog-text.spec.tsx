import { expect } from 'chai';
import { setLocale } from '@matrimony/i18n';
import { RELIGIONS, SIGNUP_MESSAGES } from '@matrimony/catalog';
import { useCatalogText, catalogText } from '../src/catalog-text';
import { render } from './render';

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
  });

  it('reads Hindi after setLocale("hi"), and Tamil after setLocale("ta"); an unknown text stays English', async () => {
    await setLocale('hi', { remember: false });
    let html = render(<Religions />);
    expect(html).to.contain('<li>हिंदू</li>');
    expect(html).to.contain('<li>अमान्य मोबाइल नंबर</li>');
    expect(html).to.contain('<li>Not a catalog text</li>');
    await setLocale('ta', { remember: false });
    html = render(<Religions />);
    expect(html).to.contain('<li>இந்து</li>');
  });
});
