import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { maskEmail } from '@matrimony/catalog/masking';
import { setLocale, type Locale } from '@matrimony/i18n';
import { unlocalizedTexts } from '@matrimony/i18n/pseudo';
import { createAppStore } from '@matrimony/session';
import { signedInStore as member } from '@matrimony/session/testing';
import { site } from '@matrimony/ui';
import { Layout } from '../src/layout/Layout';
import NotificationBell from '../src/layout/NotificationBell';
import { NotFoundPage } from '../src/pages/NotFoundPage';
import { PageLoading } from '../src/pages/PageLoading';
import { RemoteFallback } from '../src/remotes/RemoteFallback';
import { noticeText } from '../src/app/notice-text';
import { SESSION_MESSAGES } from '@matrimony/catalog/messages';
import { ShellProviders } from './support/shell-render';

function bell(): string {
  return renderToStaticMarkup(
    <ShellProviders store={member()}>
      <NotificationBell />
    </ShellProviders>
  );
}

function page(store: ReturnType<typeof createAppStore>): string {
  return renderToStaticMarkup(
    <ShellProviders store={store}>
      <Layout>
        <NotFoundPage path="/nowhere" />
        <PageLoading />
        <RemoteFallback onRetry={() => undefined} />
      </Layout>
    </ShellProviders>
  );
}

function leftovers(html: string): string[] {
  // The brand, the member's own name and masked e-mail, and the language choice (each language in its own
  // script, "Language" among them) read the same in every language.
  // A document of its own: the page's document stays clean for the DOM specs.
  const own = document.implementation.createHTMLDocument();
  own.body.innerHTML = html;
  // The header's lazy bell is checked on its own below: under tsx a dynamic import() can load a second copy of
  // the i18n runtime (still English) once another spec has resolved it, which the browser's one shared copy never does.
  own.querySelector('[data-count-known]')?.remove();
  return unlocalizedTexts(own.body, [
    site.name,
    'Asha Rao',
    maskEmail('asha@example.com'),
    'Language',
    'English'
  ]);
}

for (const locale of ['hi', 'ta'] as Locale[]) {
  describe(`the shell in ${locale}`, () => {
    before(() => setLocale(locale, { remember: false }));
    after(() => setLocale('en', { remember: false }));

    it("shows no English in the visitor's and the member's header, the 404 page, loading and a failed remote", () => {
      expect(leftovers(page(createAppStore()))).to.deep.equal([]);
      expect(leftovers(page(member()))).to.deep.equal([]);
    });

    it("says Premium ended in the page's language", () => {
      const { title, description } = noticeText(SESSION_MESSAGES.subscriptionExpired);
      expect(`${title} ${description}`).to.not.match(/[A-Za-z]/);
    });

    it("names the notification bell in the page's language", () => {
      expect(bell()).to.match(/aria-label="[^"A-Za-z]+"/);
    });
  });
}

describe('the shell in English', () => {
  it("says Premium ended in the catalog's words", () => {
    expect(noticeText(SESSION_MESSAGES.subscriptionExpired)).to.deep.equal(
      SESSION_MESSAGES.subscriptionExpired
    );
  });
});
