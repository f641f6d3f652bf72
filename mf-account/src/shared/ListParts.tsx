// Pieces every connection list shares: the page number in the URL, the card grid, paging, and the
// loading / failed / empty states.
import { type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, media } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { MatchesGridSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage } from '@matrimony/session';
import { PAGE_SIZE } from '../api/connections-api';
import { useSharedT } from './messages';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { Actions, Muted } from './styles';

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* Two photo cards side by side on a phone: two members in view at a glance. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.up('md')} {
    gap: ${({ theme }) => theme.space(4)};
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  }
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    align-content: start;
  }
`;

/** `?page=` of the current URL (1 when absent or invalid), and a setter that keeps the other parameters. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return [
    page,
    (next) => {
      const copy = new URLSearchParams(params);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      setParams(copy);
      window.scrollTo({ top: 0 });
    }
  ];
}

export function Pager({
  page,
  total,
  onPage,
  pageSize = PAGE_SIZE
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
  pageSize?: number;
}) {
  const t = useSharedT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('shared.pager.label')}>
      <Actions style={{ alignItems: 'center' }}>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('shared.pager.previous')}
        </Button>
        <Muted as="span">{t('shared.pager.page', { page, pages })}</Muted>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('shared.pager.next')}
        </Button>
      </Actions>
    </nav>
  );
}

/** Loading skeleton, a failure a person can read, the empty state, or the list itself. */
export function ListState({
  result,
  empty,
  children
}: {
  result: { isLoading: boolean; error?: unknown; data?: { items: readonly unknown[] } };
  empty: ReactNode;
  children: ReactNode;
}) {
  const text = useCatalogText();
  if (result.isLoading) return <MatchesGridSkeleton count={6} />;
  if (result.error) {
    const message = problemMessage(result.error);
    return <p role="alert">{text(message.description ?? message.title)}</p>;
  }
  if (!result.data || result.data.items.length === 0) return <>{empty}</>;
  return <>{children}</>;
}

export { EmptyState };
