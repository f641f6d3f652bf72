import { type ReactNode } from 'react';
import { styled } from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  & > p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** "E-mail: p•••@example.com [Change]": what the account has now, and the button that opens its form. */
export function ContactRow({
  label,
  value,
  children
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <Row>
      <p>
        <strong>{label}:</strong> {value}
      </p>
      {children}
    </Row>
  );
}
