import { styled, css } from 'styled-components';

export type BadgeTone = 'primary' | 'accent' | 'success' | 'danger' | 'neutral';

/** Small pill label ("Premium", "Primary", "1 Month FREE Premium"). */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  ${({ theme, $tone = 'primary' }) => {
    const c = theme.colors;
    const tones: Record<BadgeTone, [string, string]> = {
      primary: [c.primarySoft, c.primary],
      accent: [c.accentSoft, '#92400e'],
      success: [c.successSoft, c.success],
      danger: [c.dangerSoft, c.danger],
      neutral: [c.surfaceMuted, c.textMuted]
    };
    const [background, color] = tones[$tone];
    return css`
      background: ${background};
      color: ${color};
    `;
  }}
`;
