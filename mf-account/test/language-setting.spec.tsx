import { expect } from 'chai';
import { ThemeProvider } from 'styled-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activeLocale, setLocale } from '@matrimony/i18n';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { theme } from '@matrimony/ui';
import { LanguageSetting } from '../src/settings/language/LanguageSetting';

describe('Settings: the member’s language for e-mails and SMS', () => {
  const urls = relativeRequestUrls();
  const realFetch = globalThis.fetch;
  before(() => urls.install());
  after(() => urls.restore());
  afterEach(async () => {
    cleanup();
    globalThis.fetch = realFetch;
    localStorage.clear();
    await setLocale('en', { remember: false });
  });

  it('switches the site and saves the choice as the member’s setting, saying so in the new language', async () => {
    const sent: unknown[] = [];
    globalThis.fetch = (async (request: Request) => {
      sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
      return Response.json({ locale: 'hi', chosen: true });
    }) as typeof fetch;
    render(
      <ThemeProvider theme={theme}>
        <LanguageSetting />
      </ThemeProvider>
    );
    expect(screen.getByText(/Your e-mails and SMS come in the language you choose here/)).to.exist;
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'hi' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).to.equal('आपकी भाषा सहेज ली गई है।'));
    expect(activeLocale()).to.equal('hi');
    expect(sent).to.deep.equal([
      { method: 'PUT', path: '/api/notify/settings/language', body: { locale: 'hi' } }
    ]);
  });

  it('says when the setting could not be saved (the choice still applies here)', async () => {
    globalThis.fetch = (async () => new Response(null, { status: 503 })) as typeof fetch;
    render(
      <ThemeProvider theme={theme}>
        <LanguageSetting />
      </ThemeProvider>
    );
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ta' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).to.match(/சேமிக்க முடியவில்லை/));
    expect(activeLocale()).to.equal('ta');
  });
});
