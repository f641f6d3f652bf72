import { expect } from 'chai';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { CONVERSATION_STREAM_EVENTS, CONVERSATION_TEXTS } from '@matrimony/catalog/conversations';
import { messageText } from '@matrimony/catalog/messages';
import { publishConversationEvent } from '@matrimony/session/conversations';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { Toaster, toastStore } from '@matrimony/ui';
import ThreadPage from '../src/messages/ThreadPage';
import { daySeparator } from '../src/messages/message-time';
import { writeDraft } from '../src/messages/use-draft';
import { mount } from './mount';
import {
  CONVERSATION_ID,
  conversation,
  fakeFetch,
  message,
  OTHER_PROFILE_ID,
  page,
  problem,
  type Sent
} from './support/conversations';

const THREAD = `/api/notify/conversations/${CONVERSATION_ID}/messages`;

const mountThread = () =>
  mount(
    <>
      <Routes>
        <Route path="/messages/:conversationId" element={<ThreadPage />} />
      </Routes>
      <Toaster />
    </>,
    { url: `/messages/${CONVERSATION_ID}` }
  );

const log = () => screen.getByRole('log', { name: 'Messages with Arjun Kumar' });
const texts = () =>
  within(log())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')!.textContent);

describe('conversation thread (interaction)', () => {
  const urls = relativeRequestUrls();
  let fetchOf: ReturnType<typeof fakeFetch> | undefined;
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    fetchOf?.restore();
    fetchOf = undefined;
    window.sessionStorage.clear();
    for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
  });

  const serve = (answer: (request: Sent) => Response | Promise<Response>) => (fetchOf = fakeFetch(answer));

  it('shows the messages oldest first under day separators, mine with sent or read ticks, theirs without', async () => {
    const yesterday = message({
      sentAt: '2025-11-20T04:00:00.000Z',
      sender: 'them',
      readAt: '2025-11-20T04:05:00.000Z'
    });
    const readReply = message({ sentAt: '2025-11-20T04:10:00.000Z', readAt: '2025-11-20T05:00:00.000Z' });
    const sentToday = message({ sentAt: '2025-11-21T06:00:00.000Z' });
    serve(() => Response.json(page([yesterday, readReply, sentToday])));
    await mountThread();

    await waitFor(() => expect(texts()).to.deep.equal([yesterday.text, readReply.text, sentToday.text]));
    const now = new Date();
    const days = within(log()).getAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).to.deep.equal([
      daySeparator(yesterday.sentAt, now),
      daySeparator(sentToday.sentAt, now)
    ]);
    expect(days[0]!.textContent).to.equal('Thursday, 20 November 2025');
    const items = within(log()).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.sender)).to.deep.equal(['them', 'me', 'me']);
    expect(within(items[0]!).queryByRole('img', { name: /Read|Sent/ })).to.equal(null);
    expect(within(items[1]!).getByRole('img', { name: 'Read' }).textContent).to.equal('✓✓');
    expect(within(items[2]!).getByRole('img', { name: 'Sent' }).textContent).to.equal('✓');
    expect(screen.getByText(messageText(CONVERSATION_TEXTS.safetyBanner))).to.exist;
  });

  it('a failed send shows Retry, and the retry sends the same client message id so it is stored once', async () => {
    const user = userEvent.setup();
    let sends = 0;
    serve(async (request) => {
      if (request.method === 'GET') return Response.json(page([]));
      sends += 1;
      if (sends === 1) return problem(503, 'service_unavailable', 'Service Unavailable');
      const body = request.body as { clientMessageId: string; text: string };
      return Response.json(
        {
          message: message({
            sentAt: new Date().toISOString(),
            clientMessageId: body.clientMessageId,
            text: body.text
          })
        },
        { status: 201 }
      );
    });
    await mountThread();
    const box = await screen.findByRole('textbox', { name: 'Message' });

    await user.type(box, 'Namaste, how are you?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(within(log()).getByRole('alert').textContent).to.match(/^Not sent/));
    expect((box as HTMLTextAreaElement).value, 'the composer is free for the next message').to.equal('');
    await user.click(within(log()).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(log()).queryByRole('alert')).to.equal(null));
    const posts = fetchOf!.sent.filter((request) => request.method === 'POST');
    expect(posts).to.have.length(2);
    const [first, second] = posts.map((post) => post.body as { clientMessageId: string; text: string });
    expect(first!.clientMessageId).to.match(/^[0-9a-f-]{36}$/);
    expect(second).to.deep.equal(first);
    expect(first!.text).to.equal('Namaste, how are you?');
    expect(texts()).to.deep.equal(['Namaste, how are you?']);
    expect(within(log()).getByRole('img', { name: 'Sent' })).to.exist;
  });

  it('sends on Enter, keeps Shift+Enter as a new line, and counts near the limit', async () => {
    const user = userEvent.setup();
    serve((request) =>
      request.method === 'GET'
        ? Response.json(page([]))
        : Response.json(
            {
              message: message({
                sentAt: new Date().toISOString(),
                ...(request.body as { clientMessageId: string; text: string })
              })
            },
            { status: 201 }
          )
    );
    await mountThread();
    const box = await screen.findByRole('textbox', { name: 'Message' });

    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect((box as HTMLTextAreaElement).value).to.equal('First line\nsecond line');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(texts()).to.deep.equal(['First line\nsecond line']));

    expect(screen.queryByText(/characters left/)).to.equal(null);
    await user.click(box);
    await user.paste('a'.repeat(950));
    expect(screen.getByText('50 characters left')).to.exist;
  });

  it('keeps the draft of each conversation when the thread is left and opened again', async () => {
    const user = userEvent.setup();
    serve(() => Response.json(page([])));
    const first = await mountThread();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Half a thought');
    first.unmount();

    await mountThread();
    expect(((await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement).value).to.equal(
      'Half a thought'
    );

    writeDraft('64b0000000000000000000c2', 'elsewhere');
    expect(window.sessionStorage.getItem(`message-draft:${CONVERSATION_ID}`)).to.equal('Half a thought');
  });

  it('replaces the composer with the reason when the conversation has ended', async () => {
    serve(() =>
      Response.json(
        page([message({ sentAt: '2025-11-20T04:00:00.000Z', sender: 'them' })], {
          conversation: conversation({ status: 'ended', endReason: 'left' })
        })
      )
    );
    const left = await mountThread();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal(CONVERSATION_TEXTS.ended.left)
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Send' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Block' })).to.equal(null);
    left.unmount();
    fetchOf!.restore();

    serve(() =>
      Response.json(page([], { conversation: conversation({ status: 'ended', endReason: 'closed' }) }))
    );
    await mountThread();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal(CONVERSATION_TEXTS.ended.closed)
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).to.equal(null);
  });

  it('takes live messages, read receipts and an ending from the stream, and catches up after a reconnect', async () => {
    const mine = message({ sentAt: '2025-11-21T05:00:00.000Z' });
    const missed = message({ sentAt: '2025-11-21T05:02:00.000Z', sender: 'them', readAt: null });
    const live = message({ sentAt: '2025-11-21T05:01:00.000Z', sender: 'them', readAt: null });
    serve((request) => {
      if (request.method === 'POST') return Response.json({ unreadCount: 0 });
      if (request.query.includes(`after=${live.id}`)) return Response.json(page([missed]));
      return Response.json(page([mine]));
    });
    await mountThread();
    await waitFor(() => expect(texts()).to.deep.equal([mine.text]));

    act(() =>
      publishConversationEvent({
        kind: CONVERSATION_STREAM_EVENTS.message,
        data: { conversationId: CONVERSATION_ID, message: live }
      })
    );
    // The same message twice (the stream and the catch-up may both bring it) shows once.
    act(() =>
      publishConversationEvent({
        kind: CONVERSATION_STREAM_EVENTS.message,
        data: { conversationId: CONVERSATION_ID, message: live }
      })
    );
    expect(texts()).to.deep.equal([mine.text, live.text]);

    act(() =>
      publishConversationEvent({
        kind: CONVERSATION_STREAM_EVENTS.read,
        data: {
          conversationId: CONVERSATION_ID,
          by: 'them',
          upTo: mine.id,
          readAt: '2025-11-21T05:03:00.000Z',
          unreadCount: 1
        }
      })
    );
    expect(within(log()).getByRole('img', { name: 'Read' })).to.exist;

    act(() => publishConversationEvent({ kind: 'connected' }));
    await waitFor(() => expect(texts()).to.deep.equal([mine.text, live.text, missed.text]));
    const reads = fetchOf!.sent.filter((request) => request.path === THREAD && request.method === 'GET');
    expect(reads.map((request) => request.query)).to.deep.equal(['', `after=${live.id}`]);

    // Their messages, on screen, are marked read up to the newest.
    await waitFor(() =>
      expect(fetchOf!.sent.filter((request) => request.method === 'POST').at(-1)).to.deep.include({
        path: `/api/notify/conversations/${CONVERSATION_ID}/read`,
        body: { upTo: missed.id }
      })
    );

    act(() =>
      publishConversationEvent({
        kind: CONVERSATION_STREAM_EVENTS.ended,
        data: { conversationId: CONVERSATION_ID, endReason: 'closed' }
      })
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).to.equal(null);
    expect(screen.getByText(CONVERSATION_TEXTS.ended.closed)).to.exist;
  });

  it('warns under a flagged message of theirs and lets the member report it', async () => {
    const user = userEvent.setup();
    const flagged = message({ sentAt: '2025-11-21T05:00:00.000Z', sender: 'them', warning: 'money-request' });
    serve((request) =>
      request.method === 'GET'
        ? Response.json(page([flagged]))
        : request.path.endsWith('/reports')
          ? Response.json(
              { id: '64b0000000000000000000r1', reportedAt: '2025-11-21T05:05:00.000Z' },
              { status: 202 }
            )
          : Response.json({ unreadCount: 0 })
    );
    await mountThread();
    const note = await screen.findByRole('note');
    expect(note.textContent).to.equal(CONVERSATION_TEXTS.warnings['money-request']);

    await user.click(within(log()).getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Asked for money' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).to.exist);
    expect(fetchOf!.sent.find((request) => request.path.endsWith('/reports'))).to.deep.include({
      method: 'POST',
      path: `${THREAD}/${flagged.id}/reports`,
      body: { reason: 'asked-for-money' }
    });
  });
  it('blocks from the thread with the profile page’s confirmation, and the composer gives way', async () => {
    const user = userEvent.setup();
    serve((request) =>
      request.method === 'GET' ? Response.json(page([])) : new Response(null, { status: 204 })
    );
    await mountThread();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Arjun?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Message' })).to.equal(null));
    expect(screen.getByText(CONVERSATION_TEXTS.ended.closed)).to.exist;
    expect(fetchOf!.sent.filter((request) => request.method !== 'GET')).to.deep.equal([
      { method: 'PUT', path: `/api/profiles/blocks/${OTHER_PROFILE_ID}`, query: '', body: undefined }
    ]);
  });

  it('moving to another conversation shows only that one’s messages', async () => {
    const user = userEvent.setup();
    const here = message({ sentAt: '2025-11-21T05:00:00.000Z', sender: 'them' });
    const there = message({ sentAt: '2025-11-21T05:01:00.000Z', sender: 'them' });
    const otherId = '64b0000000000000000000c2';
    serve((request) =>
      request.method === 'POST'
        ? Response.json({ unreadCount: 0 })
        : Response.json(
            request.path.includes(otherId)
              ? page([there], { conversation: conversation({ id: otherId }) })
              : page([here])
          )
    );
    await mount(
      <>
        <Link to={`/messages/${otherId}`}>next</Link>
        <Routes>
          <Route path="/messages/:conversationId" element={<ThreadPage />} />
        </Routes>
      </>,
      { url: `/messages/${CONVERSATION_ID}` }
    );
    await waitFor(() => expect(texts()).to.deep.equal([here.text]));
    await user.click(screen.getByRole('link', { name: 'next' }));
    await waitFor(() => expect(texts()).to.deep.equal([there.text]));
  });
});
