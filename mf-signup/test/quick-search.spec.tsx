// The landing page's quick search carried into registration (docs/product-rules.md#partner-preferences): read from
// the link once, kept with the saved wizard, presetting whom the profile looks for, sent with the new profile.
import { expect } from 'chai';
import { type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore, SessionProvider, type SessionController } from '@matrimony/session';
import { theme } from '@matrimony/ui';
import { registerMember, type RegistrationDeps } from '../src/signup/registration';
import { presetFromSeed } from '../src/signup/quick-search-seed';
import SignUpPage from '../src/signup/SignUpPage';
import { EMPTY_VALUES } from '../src/signup/wizard-values';
import { WIZARD_STORAGE_KEY } from '../src/signup/wizard-storage';
import { completeValues, TODAY } from './fixtures';

const LINK = '/signup?lookingFor=bride&ageMin=25&ageMax=30&religion=Hindu&motherTongue=Tamil';
const SEED = { lookingFor: 'bride', ageMin: 25, ageMax: 30, religion: 'Hindu', motherTongue: 'Tamil' };
const LINE = "We'll look for a bride aged 25-30, Hindu, Tamil: you can change this later.";

function Shell({ entry, children }: { entry: string; children: ReactNode }) {
  return (
    <Provider store={createAppStore()}>
      <SessionProvider controller={{} as SessionController}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

const stored = () => JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? '{}');

describe('sign-up wizard: the landing page quick search (rendered)', () => {
  afterEach(() => sessionStorage.clear());

  it('reads the link at its start, says what it will look for, and keeps it with the saved wizard', async () => {
    const { unmount } = render(
      <Shell entry={LINK}>
        <SignUpPage />
      </Shell>
    );
    expect(await screen.findByText(LINE)).to.exist;
    expect(stored()).to.deep.include({ seed: SEED });
    expect(stored().values).to.include({ lookingFor: 'female', gender: 'male' });
    unmount();

    // A reload without the query keeps the seed that was saved.
    render(
      <Shell entry="/signup">
        <SignUpPage />
      </Shell>
    );
    expect(await screen.findByText(LINE)).to.exist;
  });

  it('drops what does not read as valid, and says nothing when nothing is left', () => {
    render(
      <Shell entry="/signup?lookingFor=aunt&ageMin=5&religion=Klingon">
        <SignUpPage />
      </Shell>
    );
    expect(screen.queryByText(/We'll look for/)).to.equal(null);
  });

  it('presets the gender only for a profile of one’s own, and keeps what the member chose', () => {
    expect(presetFromSeed(EMPTY_VALUES, { lookingFor: 'groom' })).to.include({
      lookingFor: 'male',
      gender: 'female'
    });
    expect(presetFromSeed({ ...EMPTY_VALUES, profileFor: 'son' }, { lookingFor: 'bride' })).to.include({
      lookingFor: 'female',
      gender: ''
    });
    expect(
      presetFromSeed({ ...EMPTY_VALUES, lookingFor: 'male', gender: 'female' }, { lookingFor: 'bride' })
    ).to.include({ lookingFor: 'male', gender: 'female' });
  });

  it('sends the seed with the new profile as its stated preferences', async () => {
    const sent: unknown[] = [];
    const deps: RegistrationDeps = {
      identity: { register: async () => ({ userId: 'u-1', access_token: 'a', refresh_token: 'r' }) as never },
      profiles: {
        createProfile: async (_profile, _token, statedPreferences) => void sent.push(statedPreferences),
        uploadPhoto: async () => undefined,
        uploadHoroscope: async () => undefined
      },
      startSession: async () => undefined,
      track: () => undefined,
      today: TODAY,
      statedPreferences: {
        lookingFor: 'bride',
        ageMin: 25,
        ageMax: 30,
        religion: 'Hindu',
        motherTongue: 'Tamil'
      }
    };
    await registerMember(completeValues(), deps);
    expect(sent).to.deep.equal([SEED]);
  });
});
