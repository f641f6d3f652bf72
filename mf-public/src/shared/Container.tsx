import { styled } from 'styled-components';

/** Centres content at the site's width with side padding. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.readingWidth : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

export const Section = styled.section<{ $tone?: 'plain' | 'muted' | 'soft' }>`
  padding: ${({ theme }) => theme.space(14)} 0;
  background: ${({ theme, $tone = 'plain' }) =>
    $tone === 'muted'
      ? theme.colors.surfaceMuted
      : $tone === 'soft'
        ? theme.colors.primarySoft
        : 'transparent'};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: center;
`;

export const SectionLead = styled.p`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space(10)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
