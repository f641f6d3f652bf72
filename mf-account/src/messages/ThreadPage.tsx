import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CONVERSATION_TEXTS } from '@matrimony/catalog/conversations';
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
import { ReportMessageDialog } from './ReportMessageDialog';
import { byDay, dayKey, daySeparator } from './message-time';
import { useThread, type Thread } from './use-thread';
import { useOlderOnScrollUp, useScrollKeeper } from './use-thread-scroll';
import { Shell, Head, Back, Avatar, Log, Day, Messages, Banner, Ended, LinkButton } from './thread-styles';

function ThreadView({ conversationId, thread }: { conversationId: string; thread: Thread }) {
  const conversation = thread.conversation!;
  const { other } = conversation;
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

  return (
    <Shell>
      <PageMeta
        title={`Messages with ${other.displayName}`}
        description="Your conversation"
        path={`/messages/${conversationId}`}
        robots="noindex"
      />
      <Head>
        <Back to="/messages" aria-label="Back to messages">
          ←
        </Back>
        <Avatar>
          {other.photoUrl ? (
            <AuthorizedImage src={other.photoUrl} alt={`Photo of ${other.displayName}`} />
          ) : null}
        </Avatar>
        <div>
          <h1>
            {conversation.endReason === 'left' ? (
              other.displayName
            ) : (
              <Link to={`/profile/${other.profileId}`}>{other.displayName}</Link>
            )}
          </h1>
          {conversation.endReason === 'left' ? <Muted>{CONVERSATION_TEXTS.ended.left}</Muted> : null}
        </div>
        {ended ? null : (
          <Button type="button" variant="ghost" size="sm" onClick={() => setBlocking(true)}>
            Block
          </Button>
        )}
      </Head>
      <Log
        ref={log}
        onScroll={onScroll}
        tabIndex={0}
        role="log"
        aria-label={`Messages with ${other.displayName}`}
      >
        <div ref={sentinel} />
        {thread.hasOlder ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            busy={thread.loadingOlder}
            onClick={() => void thread.loadOlder()}
          >
            Show older messages
          </Button>
        ) : (
          <Banner>
            <p>
              <strong>{CONVERSATION_TEXTS.safetyBanner.title}</strong>
            </p>
            <p>{CONVERSATION_TEXTS.safetyBanner.description}</p>
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
                        Report
                      </LinkButton>
                    ) : null
                  }
                />
              ))}
            </Messages>
          </section>
        ))}
        {thread.outgoing.length > 0 ? (
          <section aria-label={outgoingNeedsToday ? 'Today' : 'Sending'}>
            {outgoingNeedsToday ? <Day>Today</Day> : null}
            <Messages>
              {thread.outgoing.map((item) => (
                <MessageBubble
                  key={item.clientMessageId}
                  message={{ text: item.text, mine: true }}
                  failed={item.status === 'failed'}
                  status={
                    item.status === 'sending' ? (
                      <span role="status">Sending…</span>
                    ) : (
                      <span role="alert">Not sent{item.error ? `: ${item.error}` : ''}</span>
                    )
                  }
                  actions={
                    item.status === 'failed' && !ended ? (
                      <LinkButton
                        type="button"
                        onClick={() => void thread.send(item.text, item.clientMessageId)}
                      >
                        Retry
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
        <Ended role="status">{CONVERSATION_TEXTS.ended[conversation.endReason ?? 'closed']}</Ended>
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
  const thread = useThread(valid ? conversationId : '');
  if (!valid || asProblem(thread.error)?.status === 404)
    return (
      <Shell>
        <PageMeta
          title="Conversation not found"
          description="This conversation is not available."
          path={`/messages/${conversationId}`}
          robots="noindex"
        />
        <EmptyState
          title="This conversation is not available"
          description="It may not be yours, or the link is wrong."
          action={<ActionLink to="/messages">See your messages</ActionLink>}
        />
      </Shell>
    );
  if (thread.error)
    return (
      <Shell>
        <p role="alert">{messageText(problemMessage(thread.error))}</p>
      </Shell>
    );
  if (!thread.conversation)
    return (
      <Shell>
        <CardSkeleton lines={6} label="Loading the conversation..." />
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
