import { expect } from 'chai';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@matrimony/i18n/react';
import { LOCALE_STORAGE_KEY, setLocale } from '@matrimony/i18n';
import LandingPage from '../src/landing/LandingPage';
import { AsInTheShell } from './render';
import { MemoryRouter } from 'react-router';

function renderLanding() {
  return render(
    <MemoryRouter>
      <AsInTheShell>
        <I18nProvider>
          <LandingPage />
        </I18nProvider>
      </AsInTheShell>
    </MemoryRouter>
  );
}

const HINDI_TITLE = 'भारत के सबसे भरोसेमंद विवाह मंच पर अपना जीवनसाथी खोजिए';

function heading(): string | null {
  return screen.getByRole('heading', { level: 1 }).textContent;
}

describe('the language switcher on the landing page', () => {
  afterEach(async () => {
    cleanup();
    localStorage.clear();
    await setLocale('en', { remember: false });
  });

  it('switches the heading to Hindi, sets <html lang> and survives a remount', async () => {
    renderLanding();
    expect(heading()).to.equal("Find your life partner on India's most trusted matrimonial platform");
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'hi' } });
    // The Hindi catalogue is its own chunk, loaded on the switch.
    await waitFor(() => expect(heading()).to.equal(HINDI_TITLE));
    expect(document.documentElement.lang).to.equal('hi-IN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).to.equal('hi');
    // The pricing card's plural comes through Lingui with Hindi's rules.
    expect(screen.getByText('प्रतिदिन 5 रुचियाँ')).to.exist;
    expect(screen.getByRole('navigation', { name: 'फ़ुटर' })).to.exist;

    cleanup();
    await setLocale('en', { remember: false });
    renderLanding();
    await waitFor(() => expect(heading()).to.equal(HINDI_TITLE));
  });

  it('shows Tamil labels in the quick search, with the prices in rupees', async () => {
    renderLanding();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ta' } });
    await waitFor(() => expect(document.documentElement.lang).to.equal('ta-IN'));
    expect(screen.getByRole('form', { name: 'விரைவுத் தேடல்' })).to.exist;
    expect(screen.getByText('மதம்')).to.exist;
    expect(document.body.textContent).to.contain('₹49க்குத் தொடர்பு விவரம்');
  });
});
