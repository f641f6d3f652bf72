import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageMeta } from '@matrimony/ui';
import { Container } from './Container';
import { usePageT } from './messages';
import { PublicFooter } from './PublicFooter';

const Header = styled.header`
  padding: ${({ theme }) => theme.space(14)} 0 ${({ theme }) => theme.space(8)};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primarySoft}, transparent);
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
  p {
    max-width: 42rem;
    margin: 0 auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Long-form text (policies, about): readable measure, spaced headings and lists. */
export const Prose = styled.div`
  padding-bottom: ${({ theme }) => theme.space(14)};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-top: ${({ theme }) => theme.space(10)};
  }
  h2:first-child {
    margin-top: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-top: ${({ theme }) => theme.space(6)};
  }
  ul,
  ol {
    padding-left: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(1.5)};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Notice = styled.aside`
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Updated = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type StaticPageProps = {
  path: string;
  title: string;
  /** Meta description and the lead under the heading. */
  description: string;
  /** Policies say when they last changed. */
  lastUpdated?: string;
  /** Full-width content instead of the reading column (cards, grids). */
  wide?: boolean;
  children: ReactNode;
};

export function StaticPage({
  path,
  title,
  description,
  lastUpdated,
  wide = false,
  children
}: StaticPageProps) {
  const t = usePageT();
  return (
    <>
      <PageMeta title={title} description={description} path={path} />
      <article>
        <Header>
          <Container $narrow>
            <h1>{title}</h1>
            <p>{description}</p>
          </Container>
        </Header>
        <Container $narrow={!wide}>
          {lastUpdated ? <Updated>{t('page.updated', { date: lastUpdated })}</Updated> : null}
          <Prose>{children}</Prose>
        </Container>
      </article>
      <PublicFooter />
    </>
  );
}
