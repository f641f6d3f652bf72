import { expect } from 'chai';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LOCALE_STORAGE_KEY, setLocale } from '@matrimony/i18n';
import { createAppStore } from '@matrimony/session';
import { signedInStore } from '@matrimony/session/testing';
import { SITE_MENU_ID } from '../src/layout/mobile-menu';
import { LayoutPage } from './support/shell-render';

describe('the language switcher in the header', () => {
  afterEach(async () => {
    cleanup();
    localStorage.clear();
    await setLocale('en', { remember: false });
  });

  for (const [who, store] of [
    ['a visitor', () => createAppStore()],
    ['a member', () => signedInStore()]
  ] as const) {
    it(`sits in the main menu (the mobile menu too) for ${who}, named in each language's own script`, () => {
      render(<LayoutPage store={store()} />);
      // The menu is closed on a small screen; the switcher is inside it all the same.
      const menu = document.getElementById(SITE_MENU_ID)!;
      expect(menu.getAttribute('aria-label')).to.equal('Main');
      const select = within(menu).getByLabelText('Language');
      const options = within(select).getAllByRole('option', { hidden: true });
      expect(options.map((option) => option.textContent)).to.deep.equal(['English', 'हिन्दी', 'தமிழ்']);
      expect((select as HTMLSelectElement).value).to.equal('en');
    });
  }

  it('switches <html lang> at once, remembers the choice, and applies a stored choice on the next start', async () => {
    render(<LayoutPage store={createAppStore()} />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ta' } });
    await waitFor(() => expect(document.documentElement.lang).to.equal('ta-IN'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).to.equal('ta');

    cleanup();
    await setLocale('en', { remember: false });
    render(<LayoutPage store={createAppStore()} />);
    await waitFor(() => expect(document.documentElement.lang).to.equal('ta-IN'));
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).to.equal('ta');
  });
});
