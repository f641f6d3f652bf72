// Live conversations: a message, a read receipt and an ended conversation reach every open stream of both members,
// whichever replica holds each stream and whichever answered the request (the replicas tell each other over NATS).
import { expect } from 'chai';
import { type Express } from 'express';
import { CONVERSATION_STREAM_EVENTS } from '@matrimony/catalog/conversations';
import { conversationStreamEvents } from '@matrimony/contracts/http/notify/conversations';
import { conversations, type Talker } from './support/conversations';
import { listen, startReplica, type Replica } from './support/replica';
import { startStack, type Stack } from './support/stack';

const PATH = '/api/notify/notifications/stream';

interface LiveEvent {
  event: string;
  data: unknown;
}

/** One open stream: every event it got so far, and a way to wait for the next of a name. */
interface OpenStream {
  next(event: string): Promise<unknown>;
  received: LiveEvent[];
}

describe('conversations: live on the member streams across replicas', () => {
  let stack: Stack;
  let replica: Replica;
  let talk: ReturnType<typeof conversations>;
  const cleanups: (() => Promise<void> | void)[] = [];

  before(async () => {
    stack = await startStack();
    replica = await startReplica(stack);
    talk = conversations(stack);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  after(async () => {
    await replica?.stop();
    await stack?.stop();
  });

  async function serve(app: Express) {
    const server = await listen(app);
    cleanups.push(() => server.close());
    return server;
  }

  /** Opens the member's stream and reads it up to its first count, so the serving replica holds it from then on. */
  async function openStream(url: string, member: Talker): Promise<OpenStream> {
    const controller = new AbortController();
    cleanups.push(() => controller.abort());
    const response = await fetch(`${url}${PATH}`, {
      headers: { authorization: `Bearer ${stack.issuer.sign({ sub: member.userId })}` },
      signal: controller.signal
    });
    expect(response.status).to.equal(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const received: LiveEvent[] = [];
    const waiting: { event: string; resolve: (data: unknown) => void }[] = [];
    let buffer = '';
    let opened: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (opened = resolve));
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (!name || data === undefined) continue;
          if (name === 'unread') opened();
          const live = { event: name, data: JSON.parse(data) as unknown };
          received.push(live);
          const index = waiting.findIndex((wait) => wait.event === name);
          if (index >= 0) waiting.splice(index, 1)[0]!.resolve(live.data);
        }
      }
    })().catch(() => undefined);
    await first;
    // How many events of each name the test has taken: `next` hands out the following one.
    const taken = new Map<string, number>();
    return {
      received,
      next(event) {
        const index = taken.get(event) ?? 0;
        taken.set(event, index + 1);
        const arrived = received.filter((live) => live.event === event)[index];
        if (arrived) return Promise.resolve(arrived.data);
        return new Promise((resolve) => waiting.push({ event, resolve }));
      }
    };
  }

  it('brings a message and its read receipt to both of the sender’s streams and to the recipient on the other replica', async () => {
    const here = await serve(stack.app);
    const there = await serve(replica.app);
    const a = await talk.talker('Lakshmi Rao');
    const b = await talk.talker('Vikram Shah');
    const id = await talk.match(a, b);
    const aStreams = [await openStream(here.url, a), await openStream(there.url, a)];
    const bStream = await openStream(there.url, b);

    // Sent through the stack's replica: the other replica hears of it over NATS.
    const sent = await talk.sent(a, id, 'Shall we talk on Sunday?');
    const parse = conversationStreamEvents[CONVERSATION_STREAM_EVENTS.message];
    for (const stream of aStreams) {
      const live = parse.parse(await stream.next(CONVERSATION_STREAM_EVENTS.message));
      expect(live).to.deep.equal({ conversationId: id, message: sent });
    }
    const toB = parse.parse(await bStream.next(CONVERSATION_STREAM_EVENTS.message));
    expect(toB.message).to.deep.include({ id: sent.id, sender: 'them', text: 'Shall we talk on Sunday?' });

    const read = await talk.api(b, replica.app).read(id, sent.id);
    expect(read.status).to.equal(200);
    const receipt = conversationStreamEvents[CONVERSATION_STREAM_EVENTS.read];
    for (const stream of aStreams)
      expect(receipt.parse(await stream.next(CONVERSATION_STREAM_EVENTS.read))).to.deep.include({
        conversationId: id,
        by: 'them',
        upTo: sent.id
      });
    expect(receipt.parse(await bStream.next(CONVERSATION_STREAM_EVENTS.read))).to.deep.include({
      by: 'me',
      unreadCount: 0
    });
  });

  it('tells both members’ streams that the conversation ended when one blocks the other', async () => {
    const here = await serve(stack.app);
    const there = await serve(replica.app);
    const a = await talk.talker('Fatima Khan');
    const b = await talk.talker('Imran Qureshi');
    const id = await talk.match(a, b);
    const aStream = await openStream(here.url, a);
    const bStream = await openStream(there.url, b);
    await talk.block(b, a);
    const ended = conversationStreamEvents[CONVERSATION_STREAM_EVENTS.ended];
    for (const stream of [aStream, bStream])
      expect(ended.parse(await stream.next(CONVERSATION_STREAM_EVENTS.ended))).to.deep.equal({
        conversationId: id,
        endReason: 'closed'
      });
  });
});
