import { expect } from 'chai';
import { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { allCatalogTexts } from '@matrimony/catalog/catalog-text-sources';
import { activatePseudoEnglish, restoreEnglish, unlocalizedTexts } from '@matrimony/i18n/pseudo';
import { createAppStore, SessionProvider, type SessionController } from '@matrimony/session';
import { theme } from '@matrimony/ui';
import { createIdentityApi } from '../src/api/identity';
import ConfirmEmailPage from '../src/confirm-email/ConfirmEmailPage';
import ResetPasswordPage from '../src/reset/ResetPasswordPage';
import ForgotPasswordForm from '../src/signin/ForgotPasswordForm';
import SignInPage from '../src/signin/SignInPage';
import SignUpPage from '../src/signup/SignUpPage';
import { AccountStep } from '../src/signup/steps/AccountStep';
import { BasicStep } from '../src/signup/steps/BasicStep';
import { FamilyStep } from '../src/signup/steps/FamilyStep';
import { MobileStep } from '../src/signup/steps/MobileStep';
import { ProfessionalStep } from '../src/signup/steps/ProfessionalStep';
import { ReligiousStep } from '../src/signup/steps/ReligiousStep';
import { renderStep } from './render';

// Every page and step of mf-signup rendered in pseudo-English: a plain Latin letter left on screen is a string that
// never went through a catalogue, which Hindi and Tamil readers would get in English.

const identity = createIdentityApi(async () => new Response(null, { status: 500 }));
/** What reads the same in every language: the brand. */
const SAME_IN_EVERY_LANGUAGE = ['Matrimony'];

function renderPage(page: ReactNode, path: string): string {
  return renderToStaticMarkup(
    <Provider store={createAppStore()}>
      <SessionProvider controller={{} as SessionController}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

const screens: Record<string, () => string> = {
  'step 1': () =>
    renderStep(<MobileStep identity={identity} registered={false} onVerified={() => undefined} />),
  'step 1, verified': () =>
    renderStep(<MobileStep identity={identity} registered={false} onVerified={() => undefined} />, {
      mobile: '9876543210',
      phoneToken: 't'
    }),
  'step 1, registered': () =>
    renderStep(<MobileStep identity={identity} registered onVerified={() => undefined} />, {
      mobile: '9876543210',
      phoneToken: ''
    }),
  'step 2': () => renderStep(<AccountStep restored />),
  'step 3': () => renderStep(<BasicStep photosLost />),
  'step 4': () => renderStep(<ReligiousStep />, { religion: 'Hindu' }),
  'step 5': () => renderStep(<ProfessionalStep />, { state: 'Tamil Nadu' }),
  'step 6': () => renderStep(<FamilyStep />),
  'the wizard': () => renderPage(<SignUpPage />, '/signup'),
  'sign in': () => renderPage(<SignInPage />, '/signin'),
  'forgot password': () => renderPage(<ForgotPasswordForm onBack={() => undefined} />, '/signin?forgot=true'),
  'reset password': () => renderPage(<ResetPasswordPage />, '/reset-password'),
  'confirm e-mail': () => renderPage(<ConfirmEmailPage />, '/confirm-email')
};

describe('mf-signup in pseudo-English (no text outside the catalogues)', () => {
  const catalogTexts = allCatalogTexts();
  before(async () => {
    for (const render of Object.values(screens)) render(); // registers every catalogue the pages use
    await activatePseudoEnglish(catalogTexts);
  });
  after(() => restoreEnglish(catalogTexts));

  for (const [name, render] of Object.entries(screens)) {
    it(`${name} shows only translated text`, () => {
      const root = document.createElement('div');
      root.innerHTML = render();
      expect(root.textContent, 'rendered something').to.not.equal('');
      expect(unlocalizedTexts(root, SAME_IN_EVERY_LANGUAGE)).to.deep.equal([]);
    });
  }
});
