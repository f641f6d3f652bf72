// Layout pieces shared by the moderation console's pages.
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Card, media } from '@matrimony/ui';

/** A list of queue rows, reported members, reports or audit entries. */
export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** One row: who (the link) on the left, what is known on the right; overdue rows carry a red frame (and say so in words). */
export const Row = styled.li<{ $overdue?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.border)};
  border-left: 6px solid ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
  }
  & p {
    margin: 0;
  }
`;

export const RowWho = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The row's one link, large enough to hit and with a visible focus ring. */
export const RowLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => theme.space(0.5)} 0;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** "M1234567": member numbers are read aloud on the phone, so they keep their own monospaced look. */
export const MemberNumber = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const BackLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** Content beside a decision panel on a laptop; stacked on a phone. */
export const WithAside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  min-width: 0;
  & > * {
    min-width: 0;
  }
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) 340px;
    & > aside {
      position: sticky;
      top: ${({ theme }) => theme.space(4)};
    }
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

/** A decision card (approve, or reject with a reason): its sections are divided by rules. */
export const DecisionCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  & h2,
  & h3 {
    margin: 0;
  }
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** One part of a decision card (the approval, the rejection form). */
export const DecisionPart = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & fieldset {
    margin-bottom: 0;
  }
`;

/** The chosen reason as the member will read it. */
export const ReasonQuote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
