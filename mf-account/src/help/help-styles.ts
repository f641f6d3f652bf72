// Layout pieces of the member's help pages.
import { styled } from 'styled-components';
import { Page } from '../shared/styles';

/** The help pages read as one column: a form or a conversation, on a phone and a laptop alike. */
export const HelpPage = styled(Page)`
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

export const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A message in the page (not a toast): a refusal (alert) or a success (status). */
export const Callout = styled.div<{ $tone: 'danger' | 'success' }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[$tone === 'danger' ? 'dangerSoft' : 'successSoft']};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  & > p {
    margin: 0;
  }
`;
