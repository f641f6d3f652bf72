import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CONVERSATION_TEXTS, LEFT_MEMBER_NAME } from '@matrimony/catalog/conversations';
import { messageText } from '@matrimony/catalog/messages';
import { Button, PageMeta } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { EmptyState } from '@matrimony/ui/empty-state';
import { asProblem, problemMessage } from '@matrimony/session';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { BlockDialog } from '../shared/BlockDialog';
import { ActionLink, Muted } from '../shared/styles';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { ReportMessageDialog } from './ReportMessageDialog';
import { useConversationsT } from './messages';
import { byDay, dayKey, daySeparator } from './message-time';
import { useThread, type Thread } from './use-thread';
import { useOlderOnScrollUp, useScrollKeeper } from './use-thread-scroll';
import { Shell, Head, Back, Avatar, Log, Day, Messages, Banner, Ended, LinkButton } from './thread-styles';

function ThreadView({ conversationId, thread }: { conversationId: string; thread: Thread }) {
  const t = useConversationsT();
  const text = useCatalogText();
  const conversation = thread.conversation!;
  const { other } = conversation;
  // A member who left is named by the catalog ('Former member'), in the member's language.
  const name = other.displayName === LEFT_MEMBER_NAME ? text(LEFT_MEMBER_NAME) : other.displayName;
  const firstName = other.displayName.split(' ')[0]!;
  const ended = conversation.status === 'ended';
  const [blocking, setBlocking] = useState(false);
  const [reported, setReported] = useState<string>();
  const { log, onScroll } = useScrollKeeper(thread);
  const sentinel = useOlderOnScrollUp(thread, log);
  const now = new Date();
  const days = byDay(thread.messages, (message) => message.sentAt);
  const today = dayKey(now);
  const outgoingNeedsToday = thread.outgoing.length > 0 && days.at(-1)?.day !== today;
  const title = t('conversations.thread.title', { name });

  return (
    <Shell>
      <PageMeta
        title={title}
        description={t('conversations.thread.metaDescription')}
        path={`/messages/${conversationId}`}
        robots="noindex"
      />
      <Head>
        <Back to="/messages" aria-label={t('conversations.thread.back')}>
          ←
        </Back>
        <Avatar>
          {other.photoUrl ? (
            <AuthorizedImage src={other.photoUrl} alt={t('conversations.thread.photoAlt', { name })} />
          ) : null}
        </Avatar>
        <div>
          <h1>
            {conversation.endReason === 'left' ? (
              name
            ) : (
              <Link to={`/profile/${other.profileId}`}>{name}</Link>
            )}
          </h1>
          {conversation.endReason === 'left' ? <Muted>{text(CONVERSATION_TEXTS.ended.left)}</Muted> : null}
        </div>
        {ended ? null : (
          <Button type="button" variant="ghost" size="sm" onClick={() => setBlocking(true)}>
            {t('conversations.thread.block')}
          </Button>
        )}
      </Head>
      <Log ref={log} onScroll={onScroll} tabIndex={0} role="log" aria-label={title}>
        <div ref={sentinel} />
        {thread.hasOlder ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            busy={thread.loadingOlder}
            onClick={() => void thread.loadOlder()}
          >
            {t('conversations.thread.older')}
          </Button>
        ) : (
          <Banner>
            <p>
              <strong>{text(CONVERSATION_TEXTS.safetyBanner.title)}</strong>
            </p>
            <p>{text(CONVERSATION_TEXTS.safetyBanner.description)}</p>
          </Banner>
        )}
        {days.map((group) => (
          <section key={group.day} aria-label={daySeparator(group.items[0]!.sentAt, now)}>
            <Day>{daySeparator(group.items[0]!.sentAt, now)}</Day>
            <Messages>
              {group.items.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={{
                    text: message.text,
                    mine: message.sender === 'me',
                    sentAt: message.sentAt,
                    read: message.readAt !== null,
                    warning: message.warning
                  }}
                  actions={
                    message.sender === 'them' ? (
                      <LinkButton type="button" onClick={() => setReported(message.id)}>
                        {t('conversations.thread.report')}
                      </LinkButton>
                    ) : null
                  }
                />
              ))}
            </Messages>
          </section>
        ))}
        {thread.outgoing.length > 0 ? (
          <section
            aria-label={
              outgoingNeedsToday ? t('conversations.thread.today') : t('conversations.thread.sendingGroup')
            }
          >
            {outgoingNeedsToday ? <Day>{t('conversations.thread.today')}</Day> : null}
            <Messages>
              {thread.outgoing.map((item) => (
                <MessageBubble
                  key={item.clientMessageId}
                  message={{ text: item.text, mine: true }}
                  failed={item.status === 'failed'}
                  status={
                    item.status === 'sending' ? (
                      <span role="status">{t('conversations.thread.sending')}</span>
                    ) : (
                      <span role="alert">
                        {item.error
                          ? t('conversations.thread.notSentBecause', { reason: text(item.error) })
                          : t('conversations.thread.notSent')}
                      </span>
                    )
                  }
                  actions={
                    item.status === 'failed' && !ended ? (
                      <LinkButton
                        type="button"
                        onClick={() => void thread.send(item.text, item.clientMessageId)}
                      >
                        {t('conversations.thread.retry')}
                      </LinkButton>
                    ) : null
                  }
                />
              ))}
            </Messages>
          </section>
        ) : null}
      </Log>
      {ended ? (
        <Ended role="status">{text(CONVERSATION_TEXTS.ended[conversation.endReason ?? 'closed'])}</Ended>
      ) : (
        <Composer conversationId={conversationId} onSend={(text) => void thread.send(text)} />
      )}
      <BlockDialog
        open={blocking}
        onClose={() => setBlocking(false)}
        onBlocked={() => {
          setBlocking(false);
          thread.end('closed');
        }}
        profileId={other.profileId}
        name={firstName}
      />
      <ReportMessageDialog
        conversationId={conversationId}
        messageId={reported}
        onClose={() => setReported(undefined)}
      />
    </Shell>
  );
}

function Conversation({ conversationId }: { conversationId: string }) {
  const valid = /^[0-9a-f]{24}$/.test(conversationId);
  const t = useConversationsT();
  const text = useCatalogText();
  const thread = useThread(valid ? conversationId : '');
  if (!valid || asProblem(thread.error)?.status === 404)
    return (
      <Shell>
        <PageMeta
          title={t('conversations.notFound.metaTitle')}
          description={t('conversations.notFound.metaDescription')}
          path={`/messages/${conversationId}`}
          robots="noindex"
        />
        <EmptyState
          title={t('conversations.notFound.title')}
          description={t('conversations.notFound.description')}
          action={<ActionLink to="/messages">{t('conversations.seeMessages')}</ActionLink>}
        />
      </Shell>
    );
  if (thread.error)
    return (
      <Shell>
        <p role="alert">{text(messageText(problemMessage(thread.error)))}</p>
      </Shell>
    );
  if (!thread.conversation)
    return (
      <Shell>
        <CardSkeleton lines={6} label={t('conversations.thread.loading')} />
      </Shell>
    );
  return <ThreadView conversationId={conversationId} thread={thread} />;
}

/** /messages/:conversationId: one conversation, oldest to newest, live, with the composer while it is open. */
export default function ThreadPage() {
  const { conversationId = '' } = useParams();
  // Another conversation starts afresh: nothing of the last one's messages, sends or scroll stays.
  return <Conversation key={conversationId} conversationId={conversationId} />;
}
