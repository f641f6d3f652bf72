import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, PageMeta } from '@matrimony/ui';
import type { InterestStatus } from '@matrimony/contracts/http/profile/relation';
import { useDateFormat } from '@matrimony/ui/date-format';
import { useAnswerInterestMutation, useInterestsQuery, type Interest } from '../api/connections-api';
import { MemberCard } from '../discovery/MemberCard';
import { runAction } from '../shared/run-action';
import { Actions, ActionLink, Muted, Page } from '../shared/styles';
import { CardGrid, EmptyState, ListState, Pager, usePageParam } from '../shared/ListParts';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useConnectionsT, type ConnectionsMessageId } from './messages';

type Box = 'received' | 'sent';

const TABS: Record<Box, { status: InterestStatus; label: ConnectionsMessageId }[]> = {
  received: [
    { status: 'pending', label: 'connections.tab.pending' },
    { status: 'accepted', label: 'connections.tab.accepted' },
    { status: 'declined', label: 'connections.tab.declined' }
  ],
  sent: [
    { status: 'pending', label: 'connections.tab.pending' },
    { status: 'accepted', label: 'connections.tab.accepted' },
    { status: 'declined', label: 'connections.tab.declined' },
    { status: 'expired', label: 'connections.tab.expired' }
  ]
};

const EMPTY: Record<Box, Record<string, ConnectionsMessageId>> = {
  received: {
    pending: 'connections.empty.received.pending',
    accepted: 'connections.empty.received.accepted',
    declined: 'connections.empty.received.declined'
  },
  sent: {
    pending: 'connections.empty.sent.pending',
    accepted: 'connections.empty.sent.accepted',
    declined: 'connections.empty.sent.declined',
    expired: 'connections.empty.sent.expired'
  }
};

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

function InterestItem({ interest }: { interest: Interest }) {
  const t = useConnectionsT();
  const { formatDate } = useDateFormat();
  const text = useCatalogText();
  const [answer, { isLoading }] = useAnswerInterestMutation();
  const name = interest.profile.displayName.split(' ')[0]!;
  const pending = interest.status === 'pending';
  return (
    <li>
      <MemberCard
        card={interest.profile}
        actions={
          <div style={{ display: 'grid', gap: '0.5rem' }}>
            <Muted>
              {interest.direction === 'received'
                ? t('connections.interest.received', { date: formatDate(interest.sentAt) })
                : t('connections.interest.sent', { date: formatDate(interest.sentAt) })}
              {t('connections.interest.message', { message: text(interest.message) })}
            </Muted>
            {interest.declineReason ? (
              <Muted>{t('connections.interest.reply', { reply: text(interest.declineReason) })}</Muted>
            ) : null}
            {pending && interest.direction === 'received' ? (
              <Actions>
                <Button
                  type="button"
                  size="sm"
                  busy={isLoading}
                  onClick={() =>
                    void runAction(() => answer({ id: interest.id, action: 'accept' }).unwrap(), {
                      title: t('connections.interest.nowMutual', { name })
                    })
                  }
                >
                  {t('connections.interest.accept')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    void runAction(() => answer({ id: interest.id, action: 'decline' }).unwrap(), {
                      title: t('connections.interest.declined')
                    })
                  }
                >
                  {t('connections.interest.decline')}
                </Button>
              </Actions>
            ) : null}
            {pending && interest.direction === 'sent' ? (
              <Actions>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  busy={isLoading}
                  onClick={() =>
                    void runAction(() => answer({ id: interest.id, action: 'withdraw' }).unwrap(), {
                      title: t('connections.interest.withdrawn')
                    })
                  }
                >
                  {t('connections.interest.withdraw')}
                </Button>
              </Actions>
            ) : null}
          </div>
        }
      />
    </li>
  );
}

/** /interest-received and /interest-sent: the two boxes, one tab per status. */
export function InterestsPage({ box }: { box: Box }) {
  const t = useConnectionsT();
  const [params] = useSearchParams();
  const tabs = TABS[box];
  const status = tabs.find((tab) => tab.status === params.get('status'))?.status ?? 'pending';
  const [page, setPage] = usePageParam();
  const result = useInterestsQuery({ box, status, page });
  const path = box === 'received' ? '/interest-received' : '/interest-sent';
  const title =
    box === 'received' ? t('connections.interests.receivedTitle') : t('connections.interests.sentTitle');
  return (
    <Page>
      <PageMeta title={title} description={title} path={path} robots="noindex" />
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        <h1>{title}</h1>
        <Muted>
          {box === 'received' ? (
            <Link to="/interest-sent">{t('connections.interests.seeSent')}</Link>
          ) : (
            <Link to="/interest-received">{t('connections.interests.seeReceived')}</Link>
          )}
        </Muted>
      </div>
      <Tabs aria-label={t('connections.interests.status')}>
        {tabs.map((tab) => (
          <Link
            key={tab.status}
            to={`${path}${tab.status === 'pending' ? '' : `?status=${tab.status}`}`}
            aria-current={tab.status === status ? 'page' : undefined}
          >
            {t(tab.label)}
          </Link>
        ))}
      </Tabs>
      <ListState
        result={result}
        empty={
          <EmptyState
            title={t('connections.nothingYet')}
            description={EMPTY[box][status] ? t(EMPTY[box][status]) : undefined}
            action={<ActionLink to="/explore">{t('connections.exploreMembers')}</ActionLink>}
          />
        }
      >
        <CardGrid>
          {result.data?.items.map((interest) => (
            <InterestItem key={interest.id} interest={interest} />
          ))}
        </CardGrid>
        <Pager page={page} total={result.data?.total ?? 0} onPage={setPage} />
      </ListState>
    </Page>
  );
}

export function InterestsReceivedPage() {
  return <InterestsPage box="received" />;
}

export function InterestsSentPage() {
  return <InterestsPage box="sent" />;
}
