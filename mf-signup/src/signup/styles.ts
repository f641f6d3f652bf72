import { styled } from 'styled-components';

export const Page = styled.div`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(6)} auto ${({ theme }) => theme.space(12)};
  padding: 0 ${({ theme }) => theme.space(4)};
  /* Long Hindi and Tamil words break rather than widen the page at 390 px. */
  overflow-wrap: break-word;
  & > h1 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const TopLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #78350f;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

/** The first step's line saying what the landing page's quick search will look for. */
export const SeedNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(6)} 0;
`;

/** Previous (from step 2 on) at the start, Next or Complete Registration always at the end. */
export const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  & > :last-child {
    margin-left: auto;
  }
`;
