import { type ReactNode } from 'react';
import { styled } from 'styled-components';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconCircle = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Usually a button or link that gets the member out of the empty state. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
};

export function EmptyState({ title, description, icon, action, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon ? <IconCircle aria-hidden="true">{icon}</IconCircle> : null}
      <Title as={headingLevel}>{title}</Title>
      {description ? <p style={{ margin: 0 }}>{description}</p> : null}
      {action}
    </Wrapper>
  );
}
