import { Link } from 'react-router';
import { styled } from 'styled-components';
import { PageMeta, buttonStyles, type ButtonVariant } from '@matrimony/ui';
import { PageReady } from '../app/page-ready';
import { useShellT } from '../messages';

const Wrapper = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  margin: 0;
`;

const HomeLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Any path no remote owns: "Oops! Page not found", a link home, kept out of search engines. */
export function NotFoundPage({ path }: { path: string }) {
  const t = useShellT();
  return (
    <Wrapper>
      <PageMeta
        title={t('shell.notFound.title')}
        description={t('shell.notFound.description')}
        path={path}
        robots="noindex"
      />
      <Code aria-hidden="true">404</Code>
      <h1>{t('shell.notFound.heading')}</h1>
      <HomeLink to="/">{t('shell.notFound.home')}</HomeLink>
      <PageReady />
    </Wrapper>
  );
}
