import { styled } from 'styled-components';
import { highlightSegments } from './moderation-view';

const Mark = styled.mark`
  background: ${({ theme }) => theme.colors.accentSoft};
  color: inherit;
  outline: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: 2px;
  padding: 0 1px;
`;

/** The member's text with the flagged excerpts marked (a <mark> is read as "highlight" by screen readers). */
export function FlaggedText({ text, excerpts }: { text: string; excerpts: readonly string[] }) {
  if (excerpts.length === 0) return <>{text}</>;
  return (
    <>
      {highlightSegments(text, excerpts).map((segment, index) =>
        segment.marked ? <Mark key={index}>{segment.text}</Mark> : <span key={index}>{segment.text}</span>
      )}
    </>
  );
}
