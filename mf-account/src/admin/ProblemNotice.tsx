import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { asProblem, problemMessage } from '@matrimony/session';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  & > p {
    margin: 0;
  }
`;

/** A failed call in the service's own words (problem+json title and detail), with what to do next. */
export function ProblemNotice({
  error,
  title,
  children
}: {
  error: unknown;
  title?: string;
  children?: ReactNode;
}) {
  const message = problemMessage(error);
  const detail = asProblem(error)?.detail;
  return (
    <Box role="alert">
      <p>
        <strong>{title ?? message.title}</strong>
      </p>
      {detail && detail !== (title ?? message.title) ? (
        <p>{detail}</p>
      ) : message.description ? (
        <p>{message.description}</p>
      ) : null}
      {children}
    </Box>
  );
}
