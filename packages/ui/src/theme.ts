import { css } from 'styled-components';

const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
type Breakpoint = keyof typeof breakpoints;

/** The one theme of the product. The shell passes it to ThemeProvider; remotes read it via props.theme. */
export const theme = {
  colors: {
    primary: '#9f1239',
    primaryHover: '#881337',
    primarySoft: '#fff1f2',
    onPrimary: '#ffffff',
    accent: '#b45309',
    accentSoft: '#fef3c7',
    text: '#1f2937',
    textMuted: '#4b5563',
    background: '#fffbf7',
    surface: '#ffffff',
    surfaceMuted: '#f8f5f2',
    border: '#d6d3d1',
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    success: '#15803d',
    successSoft: '#f0fdf4',
    focus: '#2563eb',
    skeleton: '#ece7e3'
  },
  fonts: {
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    heading:
      "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif"
  },
  /** Type scale (rem): a 1.2 ratio around a 1rem body. */
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.2rem',
    xl: '1.44rem',
    xxl: '1.728rem',
    display: 'clamp(2rem, 5vw + 1rem, 3.25rem)'
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5, relaxed: 1.7 },
  /** Spacing on a 4px grid: space[n] = n * 0.25rem. */
  space: (n: number): string => `${n * 0.25}rem`,
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(31, 41, 55, 0.06), 0 4px 12px rgba(31, 41, 55, 0.06)',
    raised: '0 10px 30px rgba(31, 41, 55, 0.18)'
  },
  breakpoints,
  layout: { maxWidth: '1120px', readingWidth: '760px' },
  zIndices: { dialog: 1000, toast: 1100 }
};

export type Theme = typeof theme;

/** `${media.up('md')} { ... }` inside a styled block: applies from that width upwards. */
export const media = {
  up: (name: Breakpoint) => `@media (min-width: ${breakpoints[name]}px)`
};

/** Visible keyboard focus ring used by every interactive component. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

declare module 'styled-components' {
  // Typed `props.theme` everywhere styled-components is used with this theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
