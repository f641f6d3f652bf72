import { type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../src/theme';

/** Server-renders an element inside the theme, as the shell would. */
export function render(element: ReactElement): string {
  return renderToStaticMarkup(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
}

/** Number of times `needle` occurs in `html`. */
export function count(html: string, needle: string | RegExp): number {
  return html.split(needle).length - 1;
}
