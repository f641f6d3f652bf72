import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, PageMeta } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage } from '@matrimony/session';
import { useConversationsQuery } from '../api/conversations-api';
import { EmptyState } from '../shared/ListParts';
import { ActionLink, Actions, Muted, Page } from '../shared/styles';
import { ConversationRow } from './ConversationRow';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Narrow = styled(Page)`
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

/**
 * One page of the list and, when more are shown, the next one after it: each page starts where the one before it
 * ends now, so a conversation moving to the top (new activity re-reads the list) is neither lost nor shown twice.
 */
function Chunk({
  before,
  depth,
  shown,
  onMore
}: {
  before?: string;
  depth: number;
  shown: number;
  onMore: () => void;
}) {
  const result = useConversationsQuery(before);
  if (result.isLoading) return <CardSkeleton lines={4} label="Loading conversations..." />;
  if (result.error) {
    const message = problemMessage(result.error);
    return <p role="alert">{message.description ?? message.title}</p>;
  }
  const page = result.data;
  if (!page) return null;
  if (before === undefined && page.items.length === 0)
    return (
      <EmptyState
        title="No conversations yet"
        description="A conversation opens when you and another member accept each other: accept an interest you received, or have yours accepted. Then you can write to each other here."
        action={<ActionLink to="/mutual-matches">See your mutual matches</ActionLink>}
      />
    );
  const now = new Date();
  return (
    <>
      <List>
        {page.items.map((conversation) => (
          <ConversationRow key={conversation.id} conversation={conversation} now={now} />
        ))}
      </List>
      {page.nextBefore && depth + 1 < shown ? (
        <Chunk before={page.nextBefore} depth={depth + 1} shown={shown} onMore={onMore} />
      ) : null}
      {page.nextBefore && depth + 1 === shown ? (
        <Actions>
          <Button type="button" variant="secondary" onClick={onMore}>
            Load more conversations
          </Button>
        </Actions>
      ) : null}
    </>
  );
}

/** /messages: the member's conversations with their mutual matches, newest activity first. */
export default function MessagesPage() {
  const [shown, setShown] = useState(1);
  return (
    <Narrow>
      <PageMeta
        title="Messages"
        description="Your conversations with your mutual matches"
        path="/messages"
        robots="noindex"
      />
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>Messages</h1>
        <Muted>Talk with your mutual matches here before you share a phone number.</Muted>
      </div>
      <Chunk depth={0} shown={shown} onMore={() => setShown((count) => count + 1)} />
    </Narrow>
  );
}
