import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, PageMeta } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage } from '@matrimony/session';
import { useConversationsQuery } from '../api/conversations-api';
import { EmptyState } from '../shared/ListParts';
import { ActionLink, Actions, Muted, Page } from '../shared/styles';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { ConversationRow } from './ConversationRow';
import { useConversationsT } from './messages';

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
  const t = useConversationsT();
  const text = useCatalogText();
  const result = useConversationsQuery(before);
  if (result.isLoading) return <CardSkeleton lines={4} label={t('conversations.list.loading')} />;
  if (result.error) {
    const message = problemMessage(result.error);
    return <p role="alert">{text(message.description ?? message.title)}</p>;
  }
  const page = result.data;
  if (!page) return null;
  if (before === undefined && page.items.length === 0)
    return (
      <EmptyState
        title={t('conversations.list.empty.title')}
        description={t('conversations.list.empty.description')}
        action={<ActionLink to="/mutual-matches">{t('conversations.list.empty.action')}</ActionLink>}
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
            {t('conversations.list.more')}
          </Button>
        </Actions>
      ) : null}
    </>
  );
}

/** /messages: the member's conversations with their mutual matches, newest activity first. */
export default function MessagesPage() {
  const t = useConversationsT();
  const [shown, setShown] = useState(1);
  return (
    <Narrow>
      <PageMeta
        title={t('conversations.list.title')}
        description={t('conversations.list.metaDescription')}
        path="/messages"
        robots="noindex"
      />
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>{t('conversations.list.title')}</h1>
        <Muted>{t('conversations.list.intro')}</Muted>
      </div>
      <Chunk depth={0} shown={shown} onMore={() => setShown((count) => count + 1)} />
    </Narrow>
  );
}
