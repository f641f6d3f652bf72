import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { Card, theme } from '@matrimony/ui';
import { RemoteScope } from '../src/shared/RemoteScope';

/** Server-renders the element and returns its markup and the CSS styled-components generated for it. */
function renderWithStyles(element: React.ReactElement): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(<ThemeProvider theme={theme}>{element}</ThemeProvider>)
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('RemoteScope', () => {
  it('keeps the #mf-public element that tests and e2e find the remote content by', () => {
    const { html } = renderWithStyles(
      <RemoteScope>
        <p>inside</p>
      </RemoteScope>
    );
    expect(html).to.equal('<div id="mf-public"><p>inside</p></div>');
  });

  it('does not namespace the rules of shared ui components (they must style them on every page)', () => {
    // styled-components injects a class's rules once; namespaced rules would not match outside #mf-public.
    const { html, css } = renderWithStyles(
      <RemoteScope>
        <Card>inside</Card>
      </RemoteScope>
    );
    const cardClasses = /<div class="([^"]+)">inside<\/div>/.exec(html)?.[1]?.split(' ') ?? [];
    expect(cardClasses, 'the Card element and its classes').not.to.be.empty;
    const styledClass = cardClasses.find((name) => css.includes(`.${name}{`));
    expect(styledClass, 'a generated rule for the Card class').to.be.a('string');
    expect(css).not.to.contain('#mf-public');
  });
});
