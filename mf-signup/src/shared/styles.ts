import { styled } from 'styled-components';

export const Page = styled.div`
  max-width: 440px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
