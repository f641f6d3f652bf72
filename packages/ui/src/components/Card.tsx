import { styled } from 'styled-components';

/** A white surface with a soft shadow; `as="article"`/`as="section"` for the right semantics. */
export const Card = styled.div<{ $padding?: number; $highlighted?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme, $highlighted }) =>
    $highlighted ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme, $padding = 6 }) => theme.space($padding)};
`;
