import { styled } from 'styled-components';
import { dueText } from './support-view';

const Due = styled.span<{ $late: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $late }) => ($late ? theme.colors.danger : theme.colors.text)};
  text-decoration: underline dotted;
  text-underline-offset: 3px;
`;

/** "due in 2 h 10 min" or, in red, "overdue by 35 min"; the IST time in the tooltip. */
export function DueTime({ dueAt, overdue, now }: { dueAt: string | null; overdue: boolean; now: number }) {
  if (!dueAt) return null;
  const due = dueText(dueAt, now);
  const late = overdue || due.late;
  return (
    <Due $late={late} title={`Due ${due.at}`} data-overdue={late ? 'true' : undefined}>
      {due.text}
    </Due>
  );
}
