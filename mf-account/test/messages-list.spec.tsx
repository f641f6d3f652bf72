import { expect } from 'chai';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { CONVERSATION_TEXTS } from '@matrimony/catalog/conversations';
import { relativeRequestUrls } from '@matrimony/session/testing';
import routes from '../src/routes';
import MessagesPage from '../src/messages/MessagesPage';
import OpenConversationPage from '../src/messages/OpenConversationPage';
import { mount } from './mount';
import { conversation, fakeFetch, OTHER_PROFILE_ID, problem, type Sent } from './support/conversations';

function ThreadProbe() {
  return <p>thread {useParams().conversationId}</p>;
}

const list = (items: ReturnType<typeof conversation>[], nextBefore: string | null = null) =>
  Response.json({ items, nextBefore, unreadCount: items.reduce((sum, item) => sum + item.unreadCount, 0) });

describe('messages list (interaction)', () => {
  const urls = relativeRequestUrls();
  let fetchOf: ReturnType<typeof fakeFetch> | undefined;
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    fetchOf?.restore();
    fetchOf = undefined;
  });
  const serve = (answer: (request: Sent) => Response) => (fetchOf = fakeFetch(answer));

  it('registers the list, the thread and the way in from a match', () => {
    const paths = routes.map((route) => [route.path, route.access]);
    expect(paths).to.deep.include.members([
      ['/messages', 'member'],
      ['/messages/:conversationId', 'member'],
      ['/messages/with/:profileId', 'member']
    ]);
  });

  it('says how a conversation starts when there is none, with the way to the mutual matches', async () => {
    serve(() => list([]));
    await mount(<MessagesPage />, { url: '/messages' });
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).to.exist;
    expect(
      screen.getByText(
        'A conversation opens when you and another member accept each other: accept an interest you received, or have yours accepted. Then you can write to each other here.'
      )
    ).to.exist;
    expect(screen.getByRole('link', { name: 'See your mutual matches' }).getAttribute('href')).to.equal(
      '/mutual-matches'
    );
  });

  it('lists each conversation with the last message, its time, the unread count, and loads more', async () => {
    const first = conversation({
      id: '64b0000000000000000000c1',
      unreadCount: 3,
      lastMessage: {
        id: '64b0000000000000000000m1',
        text: 'See you Sunday',
        sentAt: '2025-11-20T05:00:00.000Z',
        mine: false
      }
    });
    const second = conversation({
      id: '64b0000000000000000000c2',
      other: { profileId: '64b000000000000000000003', displayName: 'Ravi Iyer', photoUrl: null },
      lastMessage: {
        id: '64b0000000000000000000m2',
        text: 'Thank you',
        sentAt: '2025-11-19T05:00:00.000Z',
        mine: true
      }
    });
    const older = conversation({
      id: '64b0000000000000000000c3',
      other: { profileId: '64b000000000000000000004', displayName: 'Karthik Rao', photoUrl: null },
      status: 'ended',
      endReason: 'left'
    });
    serve((request) =>
      request.query.includes('before=')
        ? list([older])
        : list([first, second], '1763614800000.64b0000000000000000000c2')
    );
    const user = userEvent.setup();
    await mount(<MessagesPage />, { url: '/messages' });

    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
      '/messages/64b0000000000000000000c1',
      '/messages/64b0000000000000000000c2'
    ]);
    expect(within(links[0]!).getByText('See you Sunday')).to.exist;
    expect(within(links[0]!).getByText('3').textContent).to.equal('3 unread');
    expect(within(links[1]!).getByText('You: Thank you')).to.exist;
    expect(links[0]!.querySelector('time')!.getAttribute('datetime')).to.equal(first.activityAt);

    await user.click(screen.getByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(screen.getAllByRole('link')).to.have.length(3));
    expect(within(screen.getAllByRole('link')[2]!).getByText(CONVERSATION_TEXTS.ended.left)).to.exist;
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).to.equal(null);
    expect(fetchOf!.sent.map((request) => request.query)).to.deep.equal([
      'limit=20',
      'before=1763614800000.64b0000000000000000000c2&limit=20'
    ]);
  });

  const withProfile = (request: Sent) =>
    request.path === `/api/notify/conversations/with/${OTHER_PROFILE_ID}`
      ? Response.json({ conversation: conversation() })
      : problem(404, 'conversation_not_found', 'No such conversation');

  it('"Message" on a match opens the conversation with that member', async () => {
    serve(withProfile);
    await mount(
      <Routes>
        <Route path="/messages/with/:profileId" element={<OpenConversationPage />} />
        <Route path="/messages/:conversationId" element={<ThreadProbe />} />
      </Routes>,
      { url: `/messages/with/${OTHER_PROFILE_ID}` }
    );
    expect((await screen.findByText(/^thread /)).textContent).to.equal(`thread ${conversation().id}`);
  });

  it('"Message" for a member without a conversation says who can write, after looking again once', async () => {
    serve(withProfile);
    await mount(
      <Routes>
        <Route path="/messages/with/:profileId" element={<OpenConversationPage />} />
      </Routes>,
      { url: '/messages/with/64b000000000000000000009' }
    );
    expect(
      await screen.findByRole('heading', { name: 'No conversation with this member' }, { timeout: 5000 })
    ).to.exist;
    expect(fetchOf!.sent.map((request) => request.path)).to.deep.equal([
      '/api/notify/conversations/with/64b000000000000000000009',
      '/api/notify/conversations/with/64b000000000000000000009'
    ]);
  });
});
