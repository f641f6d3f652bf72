// What svc-notify keeps its conversations by: a block and its lifting are published through the blocks outbox
// (profile.member.blocked / .unblocked), once each, and profile events carry the card photo's URL.
import { expect } from 'chai';
import request from 'supertest';
import { jetstream } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import {
  connectNats,
  ensureStreams,
  startNatsServer,
  streamMessages,
  type NatsServerHandle,
  type OutboxRelay
} from '@matrimony/service-kit';
import { expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { startRelays } from '../src/events/relays';
import { validProfileBody } from './support/fixtures';
import { uploadPhotos } from './support/members';
import { startProfileStack, silentLogger, type ProfileStack } from './support/stack';
import { waitFor } from './support/wait';

interface Published {
  type: string;
  data: Record<string, unknown>;
}

describe('events for conversations (real nats-server)', () => {
  let stack: ProfileStack;
  let server: NatsServerHandle;
  let nc: NatsConnection;
  let relay: OutboxRelay;

  before(async () => {
    stack = await startProfileStack();
    server = await startNatsServer();
    nc = await connectNats({ servers: server.url, name: 'svc-profile-block-test' });
    await ensureStreams(nc);
    relay = startRelays(stack.stores, jetstream(nc), silentLogger, 100);
  });
  after(async () => {
    await relay.stop();
    await nc.close();
    await server.dispose();
    await stack.close();
  });

  const published = async (): Promise<Published[]> =>
    (await streamMessages<Published>(nc, 'PROFILE')).map((message) => message.data);
  const blockEvents = async () =>
    (await published()).filter((event) => event.type.startsWith('profile.member.'));

  const member = async (userId: string) => {
    await stack.registerIdentity(userId);
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send(validProfileBody())
      .expect(201);
    return { userId, profileId: (res.body as { id: string }).id };
  };

  it('publishes a block once, and its lifting once, with both members’ ids; the lifted block is out of every list', async () => {
    const blocker = await member('block-ev-1');
    const blocked = await member('block-ev-2');
    const sides = {
      blockerUserId: blocker.userId,
      blockedUserId: blocked.userId,
      blockerProfileId: blocker.profileId,
      blockedProfileId: blocked.profileId
    };
    const call = (method: 'put' | 'delete') =>
      request(stack.app)
        [method](`${BASE_PATH}/blocks/${blocked.profileId}`)
        .set('Authorization', stack.bearer(blocker.userId))
        .expect(204);

    await call('put');
    await call('put');
    await waitFor('the block event', async () => (await blockEvents()).length === 1);
    const [blockedEvent] = await blockEvents();
    expect(blockedEvent!.type).to.equal('profile.member.blocked');
    expect(blockedEvent!.data).to.deep.include(sides);
    expect(blockedEvent!.data.at).to.equal(stack.clock.now.toISOString());

    await call('delete');
    await call('delete');
    await waitFor('the unblock event', async () => (await blockEvents()).length === 2);
    const unblockedEvent = (await blockEvents())[1]!;
    expect(unblockedEvent.type).to.equal('profile.member.unblocked');
    expect(unblockedEvent.data).to.deep.include(sides);
    const list = await request(stack.app)
      .get(`${BASE_PATH}/blocks`)
      .set('Authorization', stack.bearer(blocker.userId));
    expect(expectContract(connectionRoutes.listBlocks, list).total).to.equal(0);
    expect(await stack.stores.blocks.between(blocker.userId, blocked.userId)).to.equal(false);

    await call('put');
    await waitFor('the second block event', async () => (await blockEvents()).length === 3);
    expect((await blockEvents())[2]!.type).to.equal('profile.member.blocked');
    expect(await stack.stores.blocks.between(blocker.userId, blocked.userId)).to.equal(true);
    expect(await stack.stores.blocks.eitherWay(blocked.userId)).to.deep.equal([blocker.userId]);
  });

  it('carries the primary photo’s card URL on profile events: none at creation, the new primary once photos change', async () => {
    const { userId, profileId } = await member('photo-ev-1');
    const mine = async () =>
      (await published()).filter(
        (event) => event.data.profileId === profileId && event.type.startsWith('profile.')
      );
    await waitFor('the profile.created event', async () => (await mine()).length === 1);
    expect((await mine())[0]!.data.cardPhotoUrl).to.equal(null);

    const { photos } = await uploadPhotos(stack, userId, 2);
    const primary = photos.find((photo) => photo.isPrimary)!;
    await waitFor('the profile.updated event', async () => (await mine()).length === 2);
    const updated = (await mine())[1]!;
    expect(updated.type).to.equal('profile.updated');
    expect(updated.data.cardPhotoUrl).to.equal(`/api/profiles/photos/${primary.id}/card`);
    expect(updated.data.cardPhotoUrl).to.equal(primary.urls.card);
  });

  it('says on profile events when the member hides their profile and shows it again', async () => {
    const { userId, profileId } = await member('hide-ev-1');
    const mine = async () =>
      (await published()).filter(
        (event) => event.data.profileId === profileId && event.type === 'profile.updated'
      );
    const endDate = new Date(stack.clock.now.getTime() + 7 * 86_400_000);
    await stack.stores.plans.apply(
      userId,
      { subscriptionId: 's-hide-ev', planType: 'premium', status: 'active', endDate },
      new Date()
    );
    for (const hidden of [true, false])
      await request(stack.app)
        .put(`${BASE_PATH}/me/visibility`)
        .set('Authorization', stack.bearer(userId))
        .send({ hidden })
        .expect(200);
    await waitFor('both profile.updated events', async () => (await mine()).length === 2);
    expect((await mine()).map((event) => event.data.hidden)).to.deep.equal([true, false]);
  });
});
