import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, PageMeta } from '@matrimony/ui';
import type { InterestStatus } from '@matrimony/contracts/http/profile/relation';
import { formatDate } from '@matrimony/catalog/date-format';
import { useAnswerInterestMutation, useInterestsQuery, type Interest } from '../api/connections-api';
import { MemberCard } from '../discovery/MemberCard';
import { runAction } from '../shared/run-action';
import { Actions, ActionLink, Muted, Page } from '../shared/styles';
import { CardGrid, EmptyState, ListState, Pager, usePageParam } from '../shared/ListParts';

type Box = 'received' | 'sent';

const TABS: Record<Box, { status: InterestStatus; label: string }[]> = {
  received: [
    { status: 'pending', label: 'Pending' },
    { status: 'accepted', label: 'Accepted' },
    { status: 'declined', label: 'Declined' }
  ],
  sent: [
    { status: 'pending', label: 'Pending' },
    { status: 'accepted', label: 'Accepted' },
    { status: 'declined', label: 'Declined' },
    { status: 'expired', label: 'Expired' }
  ]
};

const EMPTY: Record<Box, Record<string, string>> = {
  received: {
    pending: 'No interests waiting for you. A complete profile with photos gets more interests.',
    accepted: 'You have not accepted any interest yet.',
    declined: 'You have not declined any interest.'
  },
  sent: {
    pending: 'No interests awaiting a reply. Explore members and send an interest to the ones you like.',
    accepted: 'None of your interests has been accepted yet.',
    declined: 'None of your interests was declined.',
    expired: 'None of your interests has expired.'
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
                ? `Received ${formatDate(interest.sentAt)}`
                : `Sent ${formatDate(interest.sentAt)}`}
              : “{interest.message}”
            </Muted>
            {interest.declineReason ? <Muted>Reply: “{interest.declineReason}”</Muted> : null}
            {pending && interest.direction === 'received' ? (
              <Actions>
                <Button
                  type="button"
                  size="sm"
                  busy={isLoading}
                  onClick={() =>
                    void runAction(() => answer({ id: interest.id, action: 'accept' }).unwrap(), {
                      title: `You and ${name} are a mutual match`
                    })
                  }
                >
                  Accept
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    void runAction(() => answer({ id: interest.id, action: 'decline' }).unwrap(), {
                      title: 'Interest declined'
                    })
                  }
                >
                  Decline
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
                      title: 'Interest withdrawn'
                    })
                  }
                >
                  Withdraw
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
  const [params] = useSearchParams();
  const tabs = TABS[box];
  const status = tabs.find((tab) => tab.status === params.get('status'))?.status ?? 'pending';
  const [page, setPage] = usePageParam();
  const result = useInterestsQuery({ box, status, page });
  const path = box === 'received' ? '/interest-received' : '/interest-sent';
  const title = box === 'received' ? 'Interests received' : 'Interests sent';
  return (
    <Page>
      <PageMeta title={title} description={title} path={path} robots="noindex" />
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        <h1>{title}</h1>
        <Muted>
          {box === 'received' ? (
            <Link to="/interest-sent">See interests you sent</Link>
          ) : (
            <Link to="/interest-received">See interests you received</Link>
          )}
        </Muted>
      </div>
      <Tabs aria-label="Status">
        {tabs.map((tab) => (
          <Link
            key={tab.status}
            to={`${path}${tab.status === 'pending' ? '' : `?status=${tab.status}`}`}
            aria-current={tab.status === status ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </Tabs>
      <ListState
        result={result}
        empty={
          <EmptyState
            title="Nothing here yet"
            description={EMPTY[box][status]}
            action={<ActionLink to="/explore">Explore members</ActionLink>}
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
