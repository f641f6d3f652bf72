import { expect } from 'chai';
import { type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore, SessionProvider, type SessionController } from '@matrimony/session';
import { createToastStore, theme, Toaster } from '@matrimony/ui';
import SignUpPage from '../src/signup/SignUpPage';
import { WIZARD_STORAGE_KEY } from '../src/signup/wizard-storage';

function Shell({ children }: { children: ReactNode }) {
  return (
    <Provider store={createAppStore()}>
      <SessionProvider controller={{} as SessionController}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={['/signup']}>{children}</MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

function renderWizard(): string {
  return renderToStaticMarkup(
    <Shell>
      <SignUpPage />
    </Shell>
  );
}

/** The wizard's bottom actions: the element marked for toasts to avoid, and its buttons' texts. */
function actions(html: string): string[] {
  const nav = /<div[^>]*data-toast-avoid=""[^>]*>(.*?)<\/div>/.exec(html)?.[1];
  expect(nav, 'the actions are marked for toasts to avoid').to.be.a('string');
  return [...nav!.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]!);
}

describe('sign-up wizard actions (rendered)', () => {
  afterEach(() => sessionStorage.clear());

  it('step 1 has no Previous (nothing comes before it), only Next', () => {
    expect(actions(renderWizard())).to.deep.equal(['Next']);
  });

  it('from step 2 on, Previous comes back beside Next', () => {
    sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ step: 2, values: { mobile: '9876543210', phoneToken: 't' } })
    );
    const html = renderWizard();
    expect(html).to.include('Step 2 of 6');
    expect(actions(html)).to.deep.equal(['Previous', 'Next']);
  });

  it('a tap on Next is seen at once: Next is busy while the step is checked (the checks may still be downloading)', () => {
    sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ step: 1, values: { mobile: '9876543210', phoneToken: 't' } })
    );
    const { unmount } = render(
      <Shell>
        <SignUpPage />
      </Shell>
    );
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).to.have.property('disabled', false);
    fireEvent.click(next);
    // Before the checks answer: one tap, one check (a second tap cannot start another), and it shows.
    expect(next).to.have.property('disabled', true);
    expect(next.getAttribute('aria-busy')).to.equal('true');
    expect(next.textContent).to.equal('Checking...');
    unmount();
  });

  it("on a phone, toasts go to the top while the wizard's Previous/Next sit at the bottom of the screen", () => {
    const screenSize = { width: window.innerWidth, height: window.innerHeight };
    const measure = HTMLElement.prototype.getBoundingClientRect;
    const store = createToastStore({ schedule: () => 0, cancel: () => undefined });
    try {
      Object.assign(window, { innerWidth: 390, innerHeight: 844 });
      // jsdom lays nothing out: the actions are where a 390 x 844 phone shows them after scrolling down.
      HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
        return this.hasAttribute('data-toast-avoid')
          ? DOMRect.fromRect({ x: 16, y: 760, width: 358, height: 44 })
          : DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
      };
      const { unmount } = render(
        <Shell>
          <SignUpPage />
          <Toaster store={store} />
        </Shell>
      );
      act(() => void store.show({ title: 'Invalid Mobile Number', variant: 'destructive' }));
      expect(screen.getByRole('region', { name: 'Notifications' }).dataset['placement']).to.equal('top');
      unmount();
    } finally {
      HTMLElement.prototype.getBoundingClientRect = measure;
      Object.assign(window, { innerWidth: screenSize.width, innerHeight: screenSize.height });
    }
  });
});
