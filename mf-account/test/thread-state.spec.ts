import { expect } from 'chai';
import {
  emptyThread,
  threadReducer,
  type ThreadAction,
  type ThreadState
} from '../src/messages/thread-state';
import { message, page } from './support/conversations';

const run = (actions: ThreadAction[], from: ThreadState = emptyThread) => actions.reduce(threadReducer, from);

describe('thread state', () => {
  const a = message({ sentAt: '2025-11-21T05:00:00.000Z' });
  const b = message({ sentAt: '2025-11-21T05:01:00.000Z', sender: 'them' });
  const c = message({ sentAt: '2025-11-21T05:02:00.000Z' });

  it('merges pages, live messages and catch-up by id, oldest first, each once', () => {
    const state = run([
      { type: 'page', page: page([b, c], { hasOlder: true }), position: 'newest' },
      { type: 'message', message: c },
      { type: 'page', page: page([a]), position: 'older' },
      { type: 'page', page: page([c]), position: 'newer' }
    ]);
    expect(state.messages.map((item) => item.id)).to.deep.equal([a.id, b.id, c.id]);
    expect(state.hasOlder, 'the oldest page said there is nothing older').to.equal(false);
  });

  it('keeps what the newest page said about older messages when newer ones are caught up', () => {
    const state = run([
      { type: 'page', page: page([b], { hasOlder: true }), position: 'newest' },
      { type: 'page', page: page([c]), position: 'newer' }
    ]);
    expect(state.hasOlder).to.equal(true);
  });

  it('an outgoing message leaves the outgoing list once the thread holds it stored, and a retry keeps its id', () => {
    const id = '00000000-0000-4000-8000-0000000000aa';
    const failed = run([
      { type: 'sending', clientMessageId: id, text: 'Hello' },
      { type: 'failed', clientMessageId: id, error: 'Offline' }
    ]);
    expect(failed.outgoing).to.deep.equal([
      { clientMessageId: id, text: 'Hello', status: 'failed', error: 'Offline' }
    ]);
    const retrying = threadReducer(failed, { type: 'sending', clientMessageId: id, text: 'Hello' });
    expect(retrying.outgoing).to.deep.equal([{ clientMessageId: id, text: 'Hello', status: 'sending' }]);
    const stored = threadReducer(retrying, {
      type: 'message',
      message: message({ sentAt: '2025-11-21T05:03:00.000Z', clientMessageId: id, text: 'Hello' })
    });
    expect(stored.outgoing).to.deep.equal([]);
    expect(stored.messages.map((item) => item.text)).to.deep.equal(['Hello']);
  });

  it('a read receipt marks my messages read up to the one named, and all of them when it is not shown yet', () => {
    const shown = run([{ type: 'page', page: page([a, b, c]), position: 'newest' }]);
    const upToA = threadReducer(shown, {
      type: 'read',
      by: 'them',
      upTo: a.id,
      readAt: '2025-11-21T06:00:00.000Z'
    });
    expect(upToA.messages.map((item) => item.readAt)).to.deep.equal(['2025-11-21T06:00:00.000Z', null, null]);
    const unknown = threadReducer(shown, {
      type: 'read',
      by: 'them',
      upTo: '64b0000000000000000fffff',
      readAt: '2025-11-21T06:00:00.000Z'
    });
    expect(
      unknown.messages.filter((item) => item.sender === 'me').every((item) => item.readAt !== null)
    ).to.equal(true);
    expect(unknown.messages.find((item) => item.sender === 'them')!.readAt, 'theirs untouched').to.equal(
      null
    );
  });

  it('an ending keeps the history and closes the conversation', () => {
    const ended = run([
      { type: 'page', page: page([a]), position: 'newest' },
      { type: 'ended', endReason: 'left' }
    ]);
    expect(ended.conversation).to.deep.include({ status: 'ended', endReason: 'left' });
    expect(ended.messages).to.have.length(1);
  });
});
