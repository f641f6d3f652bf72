// Contact details: the one way a member's mobile and e-mail leave svc-profile (docs/product-rules.md#contact-details).
import { expect } from 'chai';
import request from 'supertest';
import { contactLockedProblemSchema, contactRoutes } from '@matrimony/contracts/http/profile/contact';
import { CONTACT_OFFER_TTL_MS, checkContactOffer, createEnvelope } from '@matrimony/service-kit';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { dayInIndia } from '../src/domain/india-day';
import { createEventHandlers } from '../src/events/handlers';
import { approvedMember } from './support/members';
import { contactOfferKey, startProfileStack, type ProfileStack } from './support/stack';

describe('contact details', function () {
  let stack: ProfileStack;

  const member = (overrides: Record<string, unknown> = {}) => approvedMember(stack, 'c', overrides);
  const groom = () => member({ gender: 'male', lookingFor: 'female', dateOfBirth: '1993-02-10' });
  const premium = (userId: string) =>
    stack.stores.plans.apply(
      userId,
      {
        subscriptionId: `s-${userId}`,
        planType: 'premium',
        status: 'active',
        endDate: new Date(stack.clock.now.getTime() + 20 * 86_400_000)
      },
      new Date()
    );
  const contact = (viewer: string, id: string) =>
    request(stack.app).get(`${BASE_PATH}/${id}/contact`).set('Authorization', stack.bearer(viewer));
  /** A premium owner's list of who saw their contact. */
  const fullList = (res: request.Response) => {
    const list = expectContract(contactRoutes.listContactViewers, res);
    if (list.visibility !== 'full') throw new Error(`expected the full list, got ${list.visibility}`);
    return list;
  };

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });

  it('asks a free member to pay, offering Premium and a ₹49 unlock of this profile', async () => {
    const bride = await member();
    const other = await groom();
    const res = await contact(bride.userId, other.id).expect(402);
    expectProblem(contactRoutes.getContact, res, 'contact_locked');
    const { offers } = contactLockedProblemSchema.parse(res.body);
    expect(
      offers.map(({ product, priceInr, profileId }) => ({ product, priceInr, profileId }))
    ).to.deep.equal([
      { product: 'premium-month', priceInr: 499, profileId: null },
      { product: 'contact-unlock', priceInr: 49, profileId: other.id }
    ]);
    expect(res.text).to.not.contain(other.mobile);
  });

  it('signs the ₹49 offer for this viewer and this profile, for 30 minutes from the request', async () => {
    const bride = await member();
    const other = await groom();
    const { offers } = contactLockedProblemSchema.parse(
      (await contact(bride.userId, other.id).expect(402)).body
    );
    const unlock = offers.find((offer) => offer.product === 'contact-unlock');
    if (unlock?.product !== 'contact-unlock') throw new Error('no contact-unlock offer');
    const now = stack.clock.now;
    expect(
      checkContactOffer(contactOfferKey, unlock.offerToken, {
        buyerId: bride.userId,
        profileId: other.id,
        now
      })
    ).to.equal('valid');
    expect(
      checkContactOffer(contactOfferKey, unlock.offerToken, {
        buyerId: bride.userId,
        profileId: other.id,
        now: new Date(now.getTime() + CONTACT_OFFER_TTL_MS)
      })
    ).to.equal('expired');
    const stranger = await member();
    expect(
      checkContactOffer(contactOfferKey, unlock.offerToken, {
        buyerId: stranger.userId,
        profileId: other.id,
        now
      })
    ).to.equal('invalid');
    const another = await groom();
    expect(
      checkContactOffer(contactOfferKey, unlock.offerToken, {
        buyerId: bride.userId,
        profileId: another.id,
        now
      })
    ).to.equal('invalid');
  });

  it('offers a free member nothing for a profile they may not see: blocked either way, same gender, hidden, unapproved, suspended, deleted, unknown', async () => {
    const bride = await member();
    const [blockedByThem, blockedByMe, hidden, rejected, suspended, deleted] = [
      await groom(),
      await groom(),
      await groom(),
      await groom(),
      await groom(),
      await groom()
    ];
    const sameGender = await member();
    const block = (blockerId: string, blockedId: string) =>
      stack.stores.blocks.model.create({
        _id: `${blockerId}:${blockedId}`,
        blockerId,
        blockedId,
        createdAt: new Date()
      });
    await block(blockedByThem.userId, bride.userId);
    await block(bride.userId, blockedByMe.userId);
    await stack.stores.profiles.model.updateOne({ userId: hidden.userId }, { $set: { hidden: true } });
    await stack.stores.profiles.model.updateOne(
      { userId: rejected.userId },
      { $set: { moderationStatus: 'rejected' } }
    );
    await stack.stores.profiles.model.updateOne(
      { userId: suspended.userId },
      { $set: { moderationStatus: 'suspended' } }
    );
    await stack.stores.profiles.model.deleteOne({ userId: deleted.userId });
    for (const id of [
      blockedByThem.id,
      blockedByMe.id,
      sameGender.id,
      hidden.id,
      rejected.id,
      suspended.id,
      deleted.id,
      '665f1c2e8a1b2c3d4e5f0999'
    ]) {
      const res = await contact(bride.userId, id).expect(404);
      expectProblem(contactRoutes.getContact, res, 'profile_not_found');
      expect(res.body).to.not.have.property('offers');
    }
  });

  it('shows premium members the mobile, e-mail and a WhatsApp link, and the owner who saw them', async () => {
    const bride = await member();
    const other = await groom();
    await premium(bride.userId);
    const details = expectContract(
      contactRoutes.getContact,
      await contact(bride.userId, other.id).expect(200)
    );
    expect(details).to.include({ mobile: other.mobile, email: other.email, via: 'premium' });
    expect(details.whatsappUrl).to.match(new RegExp(`^https://wa\\.me/91${other.mobile}\\?text=`));
    await premium(other.userId);
    const viewers = fullList(
      await request(stack.app)
        .get(`${BASE_PATH}/me/contact-viewers`)
        .set('Authorization', stack.bearer(other.userId))
        .expect(200)
    );
    expect(viewers.items.map((item) => item.id)).to.deep.equal([bride.id]);
  });

  it('lists who saw my contact newest first, a page at a time, leaving out members blocked either way', async () => {
    const owner = await groom();
    await premium(owner.userId);
    const viewers = [await member(), await member(), await member()];
    for (const viewer of viewers) {
      await premium(viewer.userId);
      await contact(viewer.userId, owner.id).expect(200);
      stack.clock.now = new Date(stack.clock.now.getTime() + 60_000);
    }
    const page = async (n: number) =>
      fullList(
        await request(stack.app)
          .get(`${BASE_PATH}/me/contact-viewers`)
          .query({ page: n, pageSize: 2 })
          .set('Authorization', stack.bearer(owner.userId))
          .expect(200)
      );
    const first = await page(1);
    expect(first.items.map((item) => item.id)).to.deep.equal([viewers[2]!.id, viewers[1]!.id]);
    expect(first).to.include({ page: 1, pageSize: 2, total: 3 });
    expect((await page(2)).items.map((item) => item.id)).to.deep.equal([viewers[0]!.id]);

    await stack.stores.blocks.model.create({
      _id: `${owner.userId}:${viewers[1]!.userId}`,
      blockerId: owner.userId,
      blockedId: viewers[1]!.userId,
      createdAt: new Date()
    });
    const afterBlock = await page(1);
    expect(afterBlock.items.map((item) => item.id)).to.deep.equal([viewers[2]!.id, viewers[0]!.id]);
    expect(afterBlock.total).to.equal(2);
  });

  it('shows a profile unlocked with ₹49 to a free member, for that profile only', async () => {
    const bride = await member();
    const bought = await groom();
    const another = await groom();
    await createEventHandlers(stack.stores)['billing.contact.unlocked'](
      createEnvelope('billing.contact.unlocked', {
        userId: bride.userId,
        profileId: bought.id,
        orderId: 'ord_1',
        unlockedAt: new Date().toISOString()
      })
    );
    expect(
      expectContract(contactRoutes.getContact, await contact(bride.userId, bought.id).expect(200)).via
    ).to.equal('unlock');
    await contact(bride.userId, another.id).expect(402);
  });

  it('reveals nothing of a blocked, hidden or unapproved profile, even to premium', async () => {
    const bride = await member();
    await premium(bride.userId);
    const blocked = await groom();
    const hidden = await groom();
    const suspended = await groom();
    await stack.stores.blocks.model.create({
      _id: `${blocked.userId}:${bride.userId}`,
      blockerId: blocked.userId,
      blockedId: bride.userId,
      createdAt: new Date()
    });
    await stack.stores.profiles.model.updateOne({ userId: hidden.userId }, { $set: { hidden: true } });
    await stack.stores.profiles.model.updateOne(
      { userId: suspended.userId },
      { $set: { moderationStatus: 'rejected' } }
    );
    for (const target of [blocked, hidden, suspended]) {
      const res = await contact(bride.userId, target.id).expect(404);
      expectProblem(contactRoutes.getContact, res, 'profile_not_found');
      expect(res.text).to.not.contain(target.mobile);
    }
    expect(
      expectContract(contactRoutes.getContact, await contact(bride.userId, bride.id).expect(200)).via
    ).to.equal('own');
  });

  it('holds premium to 30 new profiles a day; seen ones stay visible, and the next day opens again', async () => {
    const bride = await member();
    await premium(bride.userId);
    const grooms = [];
    for (let i = 0; i < 31; i += 1) grooms.push(await groom());
    for (const target of grooms.slice(0, 30)) await contact(bride.userId, target.id).expect(200);
    const limited = await contact(bride.userId, grooms[30]!.id).expect(429);
    expectProblem(contactRoutes.getContact, limited, 'contact_daily_limit');
    expect(Number(limited.headers['retry-after'])).to.be.greaterThan(0);
    await contact(bride.userId, grooms[0]!.id).expect(200);
    stack.clock.now = new Date(stack.clock.now.getTime() + 86_400_000);
    await contact(bride.userId, grooms[30]!.id).expect(200);
  });

  it('holds premium to 30 new profiles a day when 44 requests arrive together; re-viewing takes no new slot', async () => {
    const bride = await member();
    await premium(bride.userId);
    const grooms = [];
    for (let i = 0; i < 44; i += 1) grooms.push(await groom());
    const answers = await Promise.all(grooms.map((target) => contact(bride.userId, target.id)));
    const revealed = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status !== 200);
    expect(revealed).to.have.length(30);
    expect(refused).to.have.length(14);
    for (const res of refused) expectProblem(contactRoutes.getContact, res, 'contact_daily_limit');
    expect(
      await stack.stores.contactAccess.newProfilesRevealedOn(bride.userId, dayInIndia(stack.clock.now))
    ).to.be.at.most(30);

    const seen = grooms.filter((_, i) => answers[i]!.status === 200);
    const again = await Promise.all(
      seen
        .slice(0, 5)
        .flatMap((target) => [contact(bride.userId, target.id), contact(bride.userId, target.id)])
    );
    expect(again.map((res) => res.status)).to.deep.equal(Array<number>(10).fill(200));
  });

  it("gives the day's slot back when the reveal is not recorded: another of the member's requests recorded it first, or recording failed", async () => {
    const bride = await member();
    await premium(bride.userId);
    const [earlier, first, second] = [await groom(), await groom(), await groom()];
    const access = stack.stores.contactAccess;
    const day = dayInIndia(stack.clock.now);
    await contact(bride.userId, earlier.id).expect(200); // today's count starts: one slot used
    // The window between "not revealed yet" and recording, where a parallel request of hers recorded it first.
    await access.recordReveal(bride.userId, first.userId, day, stack.clock.now, 'premium');
    const { alreadyRevealed, recordReveal } = access;
    access.alreadyRevealed = async () => false;
    try {
      await contact(bride.userId, first.id).expect(200);
    } finally {
      access.alreadyRevealed = alreadyRevealed;
    }
    access.recordReveal = async () => {
      throw new Error('the database went away');
    };
    try {
      await contact(bride.userId, second.id).expect(500);
    } finally {
      access.recordReveal = recordReveal;
    }
    // Neither request kept a slot: with a limit of two, today's second slot is still free.
    expect(await access.takeDailySlot(bride.userId, day, 2)).to.equal(true);
  });

  it('tells a free member how many saw their contact, never who; Premium shows the list', async () => {
    const owner = await groom();
    const viewer = await member();
    await premium(viewer.userId);
    await contact(viewer.userId, owner.id).expect(200);
    const viewers = () =>
      request(stack.app)
        .get(`${BASE_PATH}/me/contact-viewers`)
        .set('Authorization', stack.bearer(owner.userId))
        .expect(200);

    const teaser = expectContract(contactRoutes.listContactViewers, await viewers());
    expect(teaser).to.deep.equal({ visibility: 'teaser', total: 1, placeholders: 1 });
    const text = JSON.stringify(teaser);
    expect(text).to.not.contain(viewer.id);

    await premium(owner.userId);
    expect(fullList(await viewers()).items.map((item) => item.id)).to.deep.equal([viewer.id]);
  });

  it('takes a refunded unlock back, whichever of the unlock and its withdrawal arrives first; a new purchase unlocks again', async () => {
    const handlers = createEventHandlers(stack.stores);
    const unlocked = (userId: string, profileId: string, orderId: string) =>
      handlers['billing.contact.unlocked'](
        createEnvelope('billing.contact.unlocked', {
          userId,
          profileId,
          orderId,
          unlockedAt: new Date().toISOString()
        })
      );
    const withdrawn = (userId: string, profileId: string, orderId: string) =>
      handlers['billing.contact.withdrawn'](
        createEnvelope('billing.contact.withdrawn', {
          userId,
          profileId,
          orderId,
          withdrawnAt: new Date().toISOString(),
          reason: 'refunded'
        })
      );
    const bride = await member();
    const first = await groom();
    const second = await groom();

    await unlocked(bride.userId, first.id, 'ord_a');
    await contact(bride.userId, first.id).expect(200);
    await withdrawn(bride.userId, first.id, 'ord_a');
    expectProblem(
      contactRoutes.getContact,
      await contact(bride.userId, first.id).expect(402),
      'contact_locked'
    );
    await unlocked(bride.userId, first.id, 'ord_a');
    await contact(bride.userId, first.id).expect(402);
    await unlocked(bride.userId, first.id, 'ord_b');
    await contact(bride.userId, first.id).expect(200);
    await withdrawn(bride.userId, first.id, 'ord_a');
    await contact(bride.userId, first.id).expect(200);

    await withdrawn(bride.userId, second.id, 'ord_c');
    await unlocked(bride.userId, second.id, 'ord_c');
    await contact(bride.userId, second.id).expect(402);
  });
});
