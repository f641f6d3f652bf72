import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { CONVERSATION_TEXTS } from '@matrimony/catalog/conversations';
import { messageText } from '@matrimony/catalog/messages';
import { Button, CardSkeleton, EmptyState, PageMeta, media } from '@matrimony/ui';
import { asProblem, problemMessage } from '@matrimony/session';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { BlockDialog } from '../shared/BlockDialog';
import { ActionLink, Muted } from '../shared/styles';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { ReportMessageDialog } from './ReportMessageDialog';
import { byDay, dayKey, daySeparator } from './message-time';
import { useThread, type Thread } from './use-thread';

const Shell = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  }
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > div {
    flex: 1;
    min-width: 0;
  }
`;

const Avatar = styled.div`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & img,
  & [role='img'] {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// The thread scrolls inside the page, so the composer stays in reach below it on a phone.
const Log = styled.div`
  height: min(62dvh, 640px);
  overflow-y: auto;
  overscroll-behavior: contain;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)};
`;

const Day = styled.h2`
  justify-self: center;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Banner = styled.aside`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #92400e;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > p {
    margin: 0;
  }
`;

const Ended = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** Keeps the newest message in view as messages arrive (unless the member scrolled up to read), and the view still when older ones are added above. */
function useScrollKeeper(thread: Thread) {
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstId = useRef<string | undefined>(undefined);
  const heightBefore = useRef(0);
  const newest = thread.messages.at(-1)?.id;
  useLayoutEffect(() => {
    const box = log.current;
    if (!box) return;
    const first = thread.messages[0]?.id;
    if (firstId.current !== undefined && first !== firstId.current && heightBefore.current > 0)
      box.scrollTop += box.scrollHeight - heightBefore.current;
    else if (atBottom.current) box.scrollTop = box.scrollHeight;
    firstId.current = first;
    heightBefore.current = box.scrollHeight;
  }, [thread.messages, newest, thread.outgoing.length]);
  const onScroll = () => {
    const box = log.current;
    if (box) atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
  };
  return { log, onScroll };
}

/** Loads older messages when the top of the thread scrolls into view (the button does the same without scrolling). */
function useOlderOnScrollUp(thread: Thread, root: RefObject<HTMLDivElement | null>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasOlder, loadingOlder, loadOlder } = thread;
  const loaded = thread.messages.length > 0;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder || !loaded || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingOlder) void loadOlder();
      },
      { root: root.current }
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder, loaded, root]);
  return sentinel;
}

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
        <Link to="/messages" aria-label="Back to messages">
          ←
        </Link>
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
      <Log ref={log} onScroll={onScroll} role="log" aria-label={`Messages with ${other.displayName}`}>
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
          <Banner aria-label="Stay safe">
            <p>{messageText(CONVERSATION_TEXTS.safetyBanner)}</p>
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

/** /messages/:conversationId: one conversation, oldest to newest, live, with the composer while it is open. */
export default function ThreadPage() {
  const { conversationId = '' } = useParams();
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
