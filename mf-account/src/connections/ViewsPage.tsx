import { styled } from 'styled-components';
import { PREMIUM_PRICE_INR } from '@matrimony/catalog';
import { formatMoney } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { Card, PageMeta } from '@matrimony/ui';
import { MatchesGridSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage } from '@matrimony/session';
import { useDateFormat } from '@matrimony/ui/date-format';
import { useProfileViewsQuery } from '../api/connections-api';
import { MemberCard } from '../discovery/MemberCard';
import { ActionLink, Muted, Page } from '../shared/styles';
import { CardGrid, EmptyState, Pager, usePageParam } from '../shared/ListParts';
import { messageText } from '@matrimony/catalog/messages';
import { useConnectionsT } from './messages';
import { useCatalogText } from '@matrimony/ui/catalog-text';

const TeaserGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
`;

const Blurred = styled.div`
  height: 190px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(160deg, #f3d9e0, #e5e7eb 60%, #d1d5db);
  filter: blur(6px);
`;

/** /profile-views: who viewed me (premium), or how many with an upgrade offer (free: nothing identifying is sent). */
export default function ViewsPage() {
  const t = useConnectionsT();
  const { formatDateTime } = useDateFormat();
  const text = useCatalogText();
  const locale = useLocale();
  const [page, setPage] = usePageParam();
  const result = useProfileViewsQuery(page);
  const views = result.data;
  let body: React.ReactNode;
  if (result.isLoading) body = <MatchesGridSkeleton count={6} />;
  else if (result.error) body = <p role="alert">{text(messageText(problemMessage(result.error)))}</p>;
  else if (
    !views ||
    (views.countLast30Days === 0 && (views.visibility === 'teaser' || views.items.length === 0))
  ) {
    body = (
      <EmptyState
        title={t('connections.views.emptyTitle')}
        description={t('connections.views.emptyText')}
        action={<ActionLink to="/my-profile">{t('connections.views.improve')}</ActionLink>}
      />
    );
  } else if (views.visibility === 'teaser') {
    body = (
      <>
        <Card>
          <p style={{ marginTop: 0 }}>
            <strong>{t('connections.views.teaserCount', { count: views.countLast30Days })}</strong>{' '}
            {t('connections.views.teaserText')}
          </p>
          <ActionLink to="/subscription">
            {t('connections.views.seeWho', { price: formatMoney(PREMIUM_PRICE_INR, locale) })}
          </ActionLink>
        </Card>
        <TeaserGrid aria-hidden="true">
          {Array.from({ length: views.placeholders }, (_, index) => (
            <li key={index}>
              <Blurred />
            </li>
          ))}
        </TeaserGrid>
      </>
    );
  } else {
    body = (
      <>
        <Muted>{t('connections.views.count', { count: views.countLast30Days })}</Muted>
        <CardGrid>
          {views.items.map((view) => (
            <li key={`${view.profile.id}-${view.viewedAt}`}>
              <MemberCard
                card={view.profile}
                offers={['interest', 'shortlist']}
                actions={
                  <Muted>{t('connections.views.viewed', { time: formatDateTime(view.viewedAt) })}</Muted>
                }
              />
            </li>
          ))}
        </CardGrid>
        <Pager page={page} total={views.total} onPage={setPage} />
      </>
    );
  }
  return (
    <Page>
      <PageMeta
        title={t('connections.views.title')}
        description={t('connections.views.description')}
        path="/profile-views"
        robots="noindex"
      />
      <h1>{t('connections.views.title')}</h1>
      {body}
    </Page>
  );
}
