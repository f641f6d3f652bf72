import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, NativeSelect, PageMeta, media } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { MatchesGridSkeleton } from '@matrimony/ui/skeletons';
import { Drawer, FilterChips } from '@matrimony/ui/discovery';
import { problemMessage, useSession } from '@matrimony/session';
import { useSearchProfilesQuery, type Card } from '../api/discovery-api';
import { MemberCard } from '../discovery/MemberCard';
import { type CardOffer } from '../discovery/CardActions';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { Page } from '../shared/styles';
import { FilterPanel } from './FilterPanel';
import { useFirstBatch } from './use-first-batch';
import { useExploreT } from './messages';
import {
  chipsOf,
  emptyFilters,
  EXPLORE_PAGE_SIZE,
  filterLabel,
  filtersFromSearch,
  filterToWiden,
  searchFromFilters,
  searchQueryOf,
  sortLabel,
  SORTS,
  withoutChip,
  type ExploreFilters,
  type FilterKey,
  type Sort
} from './filters';
import { messageText } from '@matrimony/catalog/messages';

/** Cards rendered before the first paint: about two phone screens (two columns), one to two rows on a desktop. */
export const EXPLORE_FIRST_BATCH = 8;

const OFFERS: readonly CardOffer[] = ['interest', 'shortlist'];
const NO_CARDS: readonly Card[] = [];

/** How long Back keeps reaching for the saved position while late content (images, fonts) grows the page. */
const SCROLL_RESTORE_WINDOW_MS = 3000;

/**
 * Scrolls to `y`; while the page is still too short (the browser clamps the scroll), tries again as it
 * grows, until reached, the member scrolls themselves, or the window passes. Returns the cleanup.
 */
function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) <= 1) return () => undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(event, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1) stop();
  });
  observer.observe(document.body);
  const timer = setTimeout(stop, SCROLL_RESTORE_WINDOW_MS);
  for (const event of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(event, stop, { passive: true });
  return stop;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.up('lg')} {
    grid-template-columns: 300px 1fr;
    align-items: start;
  }
`;

const Sidebar = styled.aside`
  display: none;
  ${media.up('lg')} {
    display: block;
    position: sticky;
    top: ${({ theme }) => theme.space(4)};
    max-height: calc(100vh - 2rem);
    overflow: auto;
    padding-right: ${({ theme }) => theme.space(2)};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  justify-content: space-between;
`;

const PhoneOnly = styled.div`
  ${media.up('lg')} {
    display: none;
  }
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.up('md')} {
    gap: ${({ theme }) => theme.space(4)};
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

const Inline = styled.form`
  display: flex;
  /* A longer Hindi or Tamil label or button wraps the button under the box instead of pushing past a phone's edge. */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  input {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    width: 9rem;
  }
`;

/** Per member as well as per search: the next member signing in on the same tab starts at the top. */
const storageKey = (memberId: string, search: string) => `explore:${memberId}:${search}`;

type Saved = { cursors: (string | undefined)[]; scrollY: number };

function restore(key: string): Saved {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Saved | null;
    if (saved && Array.isArray(saved.cursors)) return saved;
  } catch {
    // a damaged entry only costs the restored position
  }
  return { cursors: [undefined], scrollY: 0 };
}

/** One page of results; tells the page its next cursor. With `firstBatch`, its first cards paint before the rest. */
function ResultPage({
  filters,
  cursor,
  firstBatch,
  onLoaded
}: {
  filters: ExploreFilters;
  cursor: string | undefined;
  firstBatch: number | undefined;
  onLoaded: (next: string | null, count: number) => void;
}) {
  const text = useCatalogText();
  const result = useSearchProfilesQuery(searchQueryOf(filters, cursor, EXPLORE_PAGE_SIZE));
  const cards = useFirstBatch(result.data?.items ?? NO_CARDS, firstBatch);
  useEffect(() => {
    if (result.data) onLoaded(result.data.nextCursor, result.data.items.length);
  }, [result.data, onLoaded]);
  if (result.isLoading)
    return (
      <li style={{ gridColumn: '1 / -1' }}>
        <MatchesGridSkeleton count={6} />
      </li>
    );
  if (result.error)
    return (
      <li style={{ gridColumn: '1 / -1' }} role="alert">
        {text(messageText(problemMessage(result.error)))}
      </li>
    );
  return (
    <>
      {cards.map((card) => (
        <li key={card.id}>
          <MemberCard card={card} offers={OFFERS} />
        </li>
      ))}
    </>
  );
}

/** /explore: search every visible member with filters kept in the URL; Back returns to the same results and place. */
export default function ExplorePage() {
  const t = useExploreT();
  const text = useCatalogText('castes', 'careers', 'places');
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = filtersFromSearch(params);
  const memberId = useSession().user?.id ?? '';
  const [saved] = useState(() => restore(storageKey(memberId, search)));
  const [cursors, setCursors] = useState<(string | undefined)[]>(saved.cursors);
  const [next, setNext] = useState<string | null>(null);
  const [total, setTotal] = useState<Record<number, number>>({});
  const [drawer, setDrawer] = useState(false);
  const scrollRestored = useRef(false);

  // New filters start from the first page.
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    setCursors([undefined]);
    setTotal({});
    setNext(null);
  }, [search]);

  // Remember the pages and the scroll position for Back. The position is tracked while the member scrolls:
  // by the time this page unmounts, the next page may already have scrolled the window to the top.
  const scrollY = useRef(saved.scrollY);
  useEffect(() => {
    const track = () => {
      if (scrollRestored.current) scrollY.current = window.scrollY;
    };
    const save = () =>
      sessionStorage.setItem(
        storageKey(memberId, search),
        JSON.stringify({ cursors, scrollY: scrollY.current })
      );
    window.addEventListener('scroll', track, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      save();
      window.removeEventListener('scroll', track);
      window.removeEventListener('pagehide', save);
    };
  }, [memberId, search, cursors]);

  const loadedCount = Object.values(total).reduce((sum, n) => sum + n, 0);
  useLayoutEffect(() => {
    if (scrollRestored.current || loadedCount === 0) return;
    if (Object.keys(total).length >= cursors.length) {
      scrollRestored.current = true;
      if (saved.scrollY > 0) return restoreScroll(saved.scrollY);
    }
  }, [loadedCount, total, cursors.length, saved.scrollY]);

  const apply = (nextFilters: ExploreFilters) => setParams(searchFromFilters(nextFilters));
  const chips = chipsOf(filters, text);
  const widen = filterToWiden(filters);
  const allLoaded = Object.keys(total).length >= cursors.length;
  const nothing = allLoaded && loadedCount === 0;

  return (
    <Page>
      <PageMeta
        title={t('explore.meta.title')}
        description={t('explore.meta.description')}
        path="/explore"
        robots="noindex"
      />
      <h1>{t('explore.title')}</h1>
      <Layout>
        <Sidebar aria-label={t('explore.filters')}>
          <FilterPanel filters={filters} onChange={apply} />
        </Sidebar>
        <div style={{ display: 'grid', gap: '1rem' }}>
          <Toolbar>
            <PhoneOnly>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setDrawer(true)}
                aria-haspopup="dialog"
              >
                {chips.length ? t('explore.filtersCount', { count: chips.length }) : t('explore.filters')}
              </Button>
            </PhoneOnly>
            <Inline
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                const value = String(new FormData(event.currentTarget).get('memberNumber') ?? '').trim();
                apply({
                  ...emptyFilters(filters.sort),
                  memberNumber: value ? value.toUpperCase() : undefined
                });
              }}
            >
              <label>
                {filterLabel('memberNumber')}
                <input
                  name="memberNumber"
                  placeholder="M1234567"
                  defaultValue={filters.memberNumber ?? ''}
                  pattern="[Mm]\d{7}"
                  title={t('explore.memberNumber.title')}
                />
              </label>
              <Button type="submit" variant="secondary">
                {t('explore.memberNumber.find')}
              </Button>
            </Inline>
            <label style={{ display: 'grid', gap: '0.25rem', fontWeight: 600 }}>
              {t('explore.sortBy')}
              <NativeSelect
                value={filters.sort}
                onChange={(event) => apply({ ...filters, sort: event.target.value as Sort })}
              >
                {SORTS.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {sortLabel(sort.value)}
                  </option>
                ))}
              </NativeSelect>
            </label>
          </Toolbar>
          <FilterChips
            chips={chips}
            onRemove={(key) => apply(withoutChip(filters, key))}
            onReset={() => apply(emptyFilters(filters.sort))}
          />
          <p aria-live="polite" style={{ margin: 0 }}>
            {allLoaded
              ? nothing
                ? ''
                : `${t('explore.showing', { count: loadedCount })}${next ? t('explore.moreBelow') : ''}`
              : t('explore.loading')}
          </p>
          {nothing ? (
            <EmptyState
              title={t('explore.empty.title')}
              description={
                widen
                  ? t('explore.empty.widen', { filter: filterLabel(widen as FilterKey) })
                  : t('explore.empty.later')
              }
              action={
                chips.length ? (
                  <Button type="button" variant="secondary" onClick={() => apply(emptyFilters(filters.sort))}>
                    {t('explore.clearAll')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <Results aria-label={t('explore.results')}>
              {cursors.map((cursor, index) => (
                <ResultPage
                  key={`${search}|${cursor ?? 'first'}`}
                  filters={filters}
                  cursor={cursor}
                  // Only a single page is staged: pages restored for Back render whole, so the place they
                  // return to is laid out at once.
                  firstBatch={cursors.length === 1 ? EXPLORE_FIRST_BATCH : undefined}
                  onLoaded={(nextCursor, count) => {
                    setTotal((current) =>
                      current[index] === count ? current : { ...current, [index]: count }
                    );
                    if (index === cursors.length - 1) setNext(nextCursor);
                  }}
                />
              ))}
            </Results>
          )}
          {next && allLoaded ? (
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setCursors((current) => [...current, next])}
              >
                {t('explore.loadMore')}
              </Button>
            </div>
          ) : null}
        </div>
      </Layout>
      <Drawer
        open={drawer}
        onClose={() => setDrawer(false)}
        title={t('explore.filters')}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => apply(emptyFilters(filters.sort))}>
              {t('explore.reset')}
            </Button>
            <Button type="button" onClick={() => setDrawer(false)}>
              {t('explore.showResults')}
            </Button>
          </>
        }
      >
        <FilterPanel filters={filters} onChange={apply} />
      </Drawer>
    </Page>
  );
}
