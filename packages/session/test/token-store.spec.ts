import { expect } from 'chai';
import {
  createTokenStore,
  TOKEN_STORAGE_KEY,
  type MessageChannelLike,
  type SessionMessage
} from '../src/token-store';
import { memoryStorage } from './helpers';

let channelCount = 0;
function tabs(n: number, answering: (index: number) => boolean = () => true) {
  const name = `session-test-${(channelCount += 1)}`;
  const channels: BroadcastChannel[] = [];
  const stores = Array.from({ length: n }, (_, index) => {
    const channel = new BroadcastChannel(name);
    channels.push(channel);
    return createTokenStore(memoryStorage(), channel as unknown as MessageChannelLike, () =>
      answering(index)
    );
  });
  return { stores, close: () => channels.forEach((c) => c.close()) };
}

const tokens = { accessToken: 'a1', refreshToken: 'r1', idToken: 'i1' };

describe('token store', () => {
  it('keeps tokens in sessionStorage so a reload finds them', () => {
    const storage = memoryStorage();
    createTokenStore(storage, null).save(tokens, false);
    expect(JSON.parse(storage.getItem(TOKEN_STORAGE_KEY)!)).to.deep.equal(tokens);
    expect(createTokenStore(storage, null).load()).to.deep.equal(tokens);
  });

  it('ignores a damaged stored value', () => {
    const storage = memoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, '{"accessToken":1');
    expect(createTokenStore(storage, null).load()).to.equal(null);
  });

  it('lets a new tab borrow the session of an open tab', async () => {
    const { stores, close } = tabs(2);
    stores[0]!.save(tokens, false);
    expect(await stores[1]!.requestFromOtherTabs(1000)).to.deep.equal(tokens);
    close();
  });

  it('gives up when no tab has a session', async () => {
    const { stores, close } = tabs(2);
    expect(await stores[1]!.requestFromOtherTabs(50)).to.equal(null);
    close();
  });

  it('tells the other tabs about sign-out', async () => {
    const { stores, close } = tabs(2);
    const received = new Promise<SessionMessage>((resolve) => stores[1]!.subscribe(resolve));
    stores[0]!.save(tokens, false);
    stores[0]!.clear(true);
    expect(await received).to.deep.equal({ type: 'signed-out' });
    expect(stores[0]!.load()).to.equal(null);
    close();
  });

  it('has only the answering tab (the one that refreshes) share the session, so no older copy goes round', async () => {
    const { stores, close } = tabs(3, (index) => index === 1);
    stores[0]!.save({ ...tokens, accessToken: 'older' }, false);
    stores[1]!.save(tokens, false);
    expect(await stores[2]!.requestFromOtherTabs(200)).to.deep.equal(tokens);
    close();
  });

  it('asks for a refresh and waits for tokens other than those it holds', async () => {
    const { stores, close } = tabs(2);
    const stop = stores[0]!.subscribe((message) => {
      if (message.type !== 'refresh') return;
      expect(message.force).to.equal(true);
      stores[0]!.save(tokens, true); // the same tokens again: not an answer
      stores[0]!.save({ ...tokens, accessToken: 'a2' }, true);
    });
    expect(await stores[1]!.askForRefresh(true, 'a1', 1000)).to.deep.equal({ ...tokens, accessToken: 'a2' });
    stop();
    expect(await stores[1]!.askForRefresh(false, 'a2', 50), 'nobody refreshes').to.equal(null);
    close();
  });
});
