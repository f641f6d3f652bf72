import { expect } from 'chai';
import { CONVERSATION_STREAM_EVENTS } from '@matrimony/catalog/conversations';
import { NOTIFICATION_STREAM_EVENT } from '@matrimony/catalog/notifications';
import { conversationStreamEvents } from '@matrimony/contracts/http/notify/conversations';
import {
  conversationEventOf,
  isConversationStreamOpen,
  onConversationEvent,
  publishConversationEvent,
  type ConversationEvent
} from '../src/conversations';

describe('conversation events of the member stream', () => {
  const read = {
    conversationId: '64b0000000000000000000c1',
    by: 'them',
    upTo: '64b0000000000000000000m1',
    readAt: '2025-11-21T05:00:00.000Z',
    unreadCount: 0
  };

  it('takes each conversation event the contract names, with its data, and leaves the others to the count', () => {
    expect(Object.keys(conversationStreamEvents).sort()).to.deep.equal(
      Object.values(CONVERSATION_STREAM_EVENTS).sort()
    );
    expect(conversationStreamEvents[CONVERSATION_STREAM_EVENTS.read].safeParse(read).success).to.equal(true);
    expect(conversationEventOf(CONVERSATION_STREAM_EVENTS.read, JSON.stringify(read))).to.deep.equal({
      kind: CONVERSATION_STREAM_EVENTS.read,
      data: read
    });
    expect(conversationEventOf(NOTIFICATION_STREAM_EVENT, '{"unreadCount":2}')).to.equal(undefined);
    expect(conversationEventOf(undefined, '{}')).to.equal(undefined);
  });

  it('hands every event to each listener until it stops listening', () => {
    const heard: ConversationEvent[][] = [[], []];
    const stopFirst = onConversationEvent((event) => heard[0]!.push(event));
    const stopSecond = onConversationEvent((event) => heard[1]!.push(event));
    publishConversationEvent({ kind: 'connected' });
    stopFirst();
    publishConversationEvent({
      kind: CONVERSATION_STREAM_EVENTS.ended,
      data: { conversationId: 'c', endReason: 'left' }
    });
    stopSecond();
    publishConversationEvent({ kind: 'connected' });
    expect(heard[0]).to.deep.equal([{ kind: 'connected' }]);
    expect(heard[1]!.map((event) => event.kind)).to.deep.equal([
      'connected',
      CONVERSATION_STREAM_EVENTS.ended
    ]);
  });

  it('knows whether the stream is open, for pages that read for themselves while it is down', () => {
    publishConversationEvent({ kind: 'connected' });
    expect(isConversationStreamOpen()).to.equal(true);
    publishConversationEvent({ kind: 'disconnected' });
    expect(isConversationStreamOpen()).to.equal(false);
  });
});
