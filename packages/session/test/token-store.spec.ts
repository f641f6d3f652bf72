import { expect } from 'chai';
import { createTokenStore, TOKEN_STORAGE_KEY, type MessageChannelLike, type SessionMessage } from '../src/token-store';
import { memoryStorage } from './helpers';

let channelCount = 0;
function tabs(n: number) {
  const name = `session-test-${(channelCount += 1)}`;
  const channels: BroadcastChannel[] = [];
  const stores = Array.from({ length: n }, () => {
    const channel = new BroadcastChannel(name);
    channels.push(channel);
    return createTokenStore(memoryStorage(), channel as unknown as MessageChannelLike);
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
});
