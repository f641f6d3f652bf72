import { styled } from 'styled-components';

export const Page = styled.div`
  max-width: 440px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  /* Long Hindi and Tamil words break rather than widen the page at 390 px. */
  overflow-wrap: break-word;
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
