import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { type ReactElement } from 'react';
import { CAPTION_SCRIM_OPACITY, ProfileCard } from '../src/components/ProfileCard';
import { RangeSelect } from '../src/components/RangeSelect';
import { theme } from '../src/theme';

/** The markup and the CSS styled-components wrote for it. */
function renderWithStyles(element: ReactElement): { html: string; css: string } {
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

/** The declarations of the rule for the first class on the element whose opening tag matches `tag`. */
function rulesOf({ html, css }: { html: string; css: string }, tag: RegExp): string {
  const classes = new RegExp(`<${tag.source}[^>]*class="([^"]*)"`).exec(html)?.[1]?.split(' ') ?? [];
  return classes.map((name) => new RegExp(`\\.${name}\\{([^}]*)\\}`).exec(css)?.[1] ?? '').join(';');
}

const luminance = (channel: number) => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('ProfileCard and RangeSelect layout (server-rendered)', () => {
  const card = (
    <ProfileCard
      title={<a href="/profile/p1">Divya K.</a>}
      subtitle="27 yrs · Chennai, Tamil Nadu"
      photo={<img src="/p.jpg" alt="Photo of Divya K." />}
      lines={['Hindu, Iyer', 'Software Engineer · M.Tech']}
      badges={<ul aria-label="Verification" />}
      score={86}
      actions={<button type="button">Send interest</button>}
    />
  );

  it('writes the name and place over a 3:4 photo, then the score and badges, the facts after it', () => {
    const rendered = renderWithStyles(card);
    const { html } = rendered;
    const photo = /<article[^>]*><div[^>]*>(.*?)<\/div><div/.exec(html);
    expect(photo, 'the photo area opens the card').to.not.equal(null);
    expect(rulesOf(rendered, /article[^>]*><div/)).to.contain('aspect-ratio:3/4');
    const at = [
      'alt="Photo of Divya K."',
      '86% match',
      'aria-label="Verification"',
      'Divya K.</a>',
      '27 yrs'
    ].map((needle) => html.indexOf(needle));
    expect([...at].sort((a, b) => a - b)).to.deep.equal(at);
    expect(html.indexOf('27 yrs')).to.be.below(html.indexOf('Hindu, Iyer'));
    expect(html.indexOf('Hindu, Iyer')).to.be.below(html.indexOf('Send interest'));
  });

  it('keeps white text over the caption’s scrim at WCAG AA contrast even over a white photo', () => {
    const { css } = renderWithStyles(card);
    // The text starts below the fade: every letter sits on the full scrim.
    const caption = css.split('}').find((rule) => rule.includes(`rgba(0, 0, 0, ${CAPTION_SCRIM_OPACITY})`))!;
    const fadeEnd = Number(
      new RegExp(`rgba\\(0, 0, 0, ${CAPTION_SCRIM_OPACITY}\\) ([\\d.]+)rem`).exec(caption)?.[1]
    );
    const textTop = Number(/padding:([\d.]+)rem/.exec(caption)?.[1]);
    expect(fadeEnd).to.be.above(0);
    expect(textTop).to.be.at.least(fadeEnd);
    expect(css).to.contain('color:#ffffff');
    const underText = Math.round(255 * (1 - CAPTION_SCRIM_OPACITY));
    expect(contrast(1, luminance(underText))).to.be.at.least(4.5);
  });

  it('lets a range’s second select take the next line rather than cutting its text short', () => {
    const rendered = renderWithStyles(
      <RangeSelect
        id="height"
        label="Height"
        steps={[{ value: '177', label: '5 ft 10 in (177 cm)' }]}
        value={{}}
        onChange={() => undefined}
      />
    );
    expect(rulesOf(rendered, /legend[^>]*>[^<]*<\/legend><div/)).to.contain('flex-wrap:wrap');
    const select = rulesOf(rendered, /select/);
    expect(select).to.contain('min-width:0');
    expect(select).to.match(/flex:1 1 14rem/);
  });
});
