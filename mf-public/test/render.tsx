import { type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '@matrimony/ui';

/** Server-renders a page as the shell hosts it: inside its theme and router. */
export function renderPage(Page: ComponentType, path = '/'): string {
  return renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </ThemeProvider>
  );
}

export function count(html: string, needle: string | RegExp): number {
  return html.split(needle).length - 1;
}

/** Visible text, tags removed and entities decoded enough for assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}
