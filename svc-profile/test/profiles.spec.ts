import { expect } from 'chai';
import request from 'supertest';
import { NO_INFORMATION } from '@matrimony/catalog';
import { createEnvelope } from '@matrimony/service-kit';
import { BASE_PATH } from '../src/app';
import { createEventHandlers } from '../src/events/handlers';
import { validProfileBody } from './support/fixtures';
import { createMember } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

describe('profiles: create, read, edit', () => {
  let stack: ProfileStack;
  before(async () => {
    stack = await startProfileStack();
  });
  after(() => stack.close());

  it("creates the member's profile with contact details from the identity read model, never from the body", async () => {
    await stack.registerIdentity('u-create', 'Priya Sharma');
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-create'))
      .send({ ...validProfileBody(), fullName: 'Someone Else' })
      .expect(201);
    expect(res.body).to.include({
      userId: 'u-create',
      fullName: 'Priya Sharma',
      email: 'u-create@verified.example.com',
      moderationStatus: 'pending'
    });
    expect(res.body.mobile).to.match(/^\d{10}$/);
    expect(res.headers.location).to.equal('/api/profiles/me');
  });

  it('refuses mobile or e-mail sent by the client', async () => {
    await stack.registerIdentity('u-sneaky');
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-sneaky'))
      .send({ ...validProfileBody(), mobile: '9999999999', email: 'x@example.com' })
      .expect(400);
    expect(res.headers['content-type']).to.match(/^application\/problem\+json/);
    expect(await stack.stores.profiles.findByUserId('u-sneaky')).to.equal(null);
  });

  it('answers a body with a "constructor": null key with 400, not a crash', async () => {
    await stack.registerIdentity('u-proto');
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-proto'))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...validProfileBody(), constructor: null }))
      .expect(400);
    expect(res.body.code).to.equal('validation_failed');
  });

  it('stores "No Information" for an empty company name and sub-caste and computes the age from the date of birth', async () => {
    await stack.registerIdentity('u-defaults');
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-defaults'))
      .send(validProfileBody())
      .expect(201);
    expect(res.body.companyName).to.equal(NO_INFORMATION);
    expect(res.body.subCaste).to.equal(NO_INFORMATION);
    expect(res.body.age).to.equal(30); // born 12 Apr 1996, today 21 Nov 2026
    expect(res.body.dateOfBirth).to.equal('1996-04-12');
    expect(res.body.location).to.equal('Chennai');
    const stored = await stack.stores.profiles.findByUserId('u-defaults');
    expect(stored).to.include({ companyName: NO_INFORMATION, subCaste: NO_INFORMATION, age: 30 });
  });

  it('waits for the registration event when the profile comes first, and takes name and e-mail from it, never from the token', async () => {
    const creating = request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-late', { name: 'Claimed Name', email: 'claimed@example.com' }))
      .send(validProfileBody());
    setTimeout(() => void stack.registerIdentity('u-late', 'Arjun Nair'), 300);
    const res = await creating.expect(201);
    expect(res.body).to.include({ fullName: 'Arjun Nair', email: 'u-late@verified.example.com' });
  });

  it('refuses a profile for an account identity never announced, whatever the token says', async () => {
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-unannounced', { name: 'Someone', email: 'someone@example.com' }))
      .send(validProfileBody())
      .expect(409);
    expect(res.body.code).to.equal('identity_unknown');
  });

  it("refuses every request of a deleted account's still-valid token, so nothing is re-created after erasure", async () => {
    await createMember(stack, 'u-deleted');
    const bearer = stack.bearer('u-deleted');
    await createEventHandlers(stack.stores)['identity.user.deleted'](
      createEnvelope('identity.user.deleted', { userId: 'u-deleted' })
    );
    await stack.registerIdentity('u-deleted'); // even if a stale registration record came back
    const create = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', bearer)
      .send(validProfileBody())
      .expect(401);
    expect(create.body.code).to.equal('token_revoked');
    await request(stack.app).get(`${BASE_PATH}/me`).set('Authorization', bearer).expect(401);
    expect(await stack.stores.profiles.findByUserId('u-deleted')).to.equal(null);
  });

  it('allows one profile per member', async () => {
    await stack.registerIdentity('u-twice');
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-twice'))
      .send(validProfileBody())
      .expect(201);
    const res = await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-twice'))
      .send(validProfileBody())
      .expect(409);
    expect(res.body).to.include({ title: 'Profile Already Exists', code: 'profile_exists' });
  });

  it('GET /me returns the owner\'s profile, and 404 "No Profile Yet" before one exists', async () => {
    const missing = await request(stack.app)
      .get(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('u-nobody'))
      .expect(404);
    expect(missing.body.title).to.equal('No Profile Yet');
    await stack.registerIdentity('u-read');
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-read'))
      .send(validProfileBody())
      .expect(201);
    const res = await request(stack.app)
      .get(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('u-read'))
      .expect(200);
    expect(res.body).to.include({
      userId: 'u-read',
      religion: 'Hindu',
      moderationStatus: 'pending',
      profilePhotoUrl: null
    });
    expect(res.body.photos).to.deep.equal([]);
  });

  it('PATCH /me edits fields, keeps the rest, and puts the profile back into moderation', async () => {
    await stack.registerIdentity('u-edit');
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-edit'))
      .send(validProfileBody())
      .expect(201);
    await stack.stores.profiles.model.updateOne(
      { userId: 'u-edit' },
      { $set: { moderationStatus: 'approved' } }
    );
    const res = await request(stack.app)
      .patch(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('u-edit'))
      .send({ state: 'Kerala', district: 'Ernakulam', companyName: 'Infosys' })
      .expect(200);
    expect(res.body).to.include({
      state: 'Kerala',
      district: 'Ernakulam',
      companyName: 'Infosys',
      religion: 'Hindu',
      moderationStatus: 'pending'
    });
    const cleared = await request(stack.app)
      .patch(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('u-edit'))
      .send({ companyName: '' })
      .expect(200);
    expect(cleared.body.companyName).to.equal(NO_INFORMATION);
  });

  it('PATCH /me with unchanged values keeps an approved profile approved', async () => {
    await stack.registerIdentity('u-same');
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-same'))
      .send(validProfileBody())
      .expect(201);
    await stack.stores.profiles.model.updateOne(
      { userId: 'u-same' },
      { $set: { moderationStatus: 'approved' } }
    );
    const res = await request(stack.app)
      .patch(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('u-same'))
      .send({ religion: 'Hindu', companyName: '' })
      .expect(200);
    expect(res.body.moderationStatus).to.equal('approved');
    expect((await stack.stores.profiles.findByUserId('u-same'))!.pendingEvents).to.have.length(1); // profile.created only
  });

  it('PATCH /me refuses the mobile and e-mail (they belong to the identity)', async () => {
    await stack.registerIdentity('u-contact');
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-contact'))
      .send(validProfileBody())
      .expect(201);
    for (const change of [{ mobile: '9876543210' }, { email: 'new@example.com' }]) {
      await request(stack.app)
        .patch(`${BASE_PATH}/me`)
        .set('Authorization', stack.bearer('u-contact'))
        .send(change)
        .expect(400);
    }
  });

  it('PATCH /me changes the full name through moderation: the profile waits for review and the event carries the new name', async () => {
    await stack.registerIdentity('u-rename');
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-rename'))
      .send(validProfileBody())
      .expect(201);
    await stack.stores.profiles.model.updateOne(
      { userId: 'u-rename' },
      { $set: { moderationStatus: 'approved' } }
    );
    const blank = await request(stack.app)
      .patch(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('u-rename'))
      .send({ fullName: '  ' })
      .expect(400);
    expect(blank.body.errors.fullName).to.equal('Enter your full name');
    const res = await request(stack.app)
      .patch(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('u-rename'))
      .send({ fullName: ' Lakshmi Narayanan ' })
      .expect(200);
    expect(res.body).to.include({ fullName: 'Lakshmi Narayanan', moderationStatus: 'pending' });
    const stored = await stack.stores.profiles.findByUserId('u-rename');
    expect(stored!.fullName).to.equal('Lakshmi Narayanan');
    expect(stored!.pendingEvents.at(-1)).to.deep.include({ subject: 'profile.updated' });
    expect(stored!.pendingEvents.at(-1)!.data).to.include({
      fullName: 'Lakshmi Narayanan',
      moderationStatus: 'pending'
    });
  });

  it('PATCH /me on a member without a profile is 404', async () => {
    await request(stack.app)
      .patch(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('u-ghost'))
      .send({ rasi: 'Mesha' })
      .expect(404);
  });

  it('queues profile.created and profile.updated in the outbox with the moderation status', async () => {
    await stack.registerIdentity('u-events', 'Meena Iyer');
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-events'))
      .send(validProfileBody())
      .expect(201);
    await request(stack.app)
      .patch(`${BASE_PATH}/me`)
      .set('Authorization', stack.bearer('u-events'))
      .send({ siblings: '2 Sisters' })
      .expect(200);
    const stored = await stack.stores.profiles.findByUserId('u-events');
    expect(stored!.pendingEvents.map((event) => event.subject)).to.deep.equal([
      'profile.created',
      'profile.updated'
    ]);
    expect(stored!.pendingEvents[0]!.data).to.deep.equal({
      userId: 'u-events',
      profileId: String(stored!._id),
      fullName: 'Meena Iyer',
      gender: 'female',
      moderationStatus: 'pending',
      cardPhotoUrl: null,
      memberNumber: stored!.memberNumber,
      state: stored!.state
    });
  });

  it('PUT /me/visibility hides the profile for premium members only; anyone may show it again', async () => {
    await stack.registerIdentity('u-hide');
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer('u-hide'))
      .send(validProfileBody())
      .expect(201);
    const url = `${BASE_PATH}/me/visibility`;
    const refused = await request(stack.app)
      .put(url)
      .set('Authorization', stack.bearer('u-hide'))
      .send({ hidden: true })
      .expect(403);
    expect(refused.body).to.include({ title: 'Premium Feature', code: 'premium_required' });
    const endDate = new Date(stack.clock.now.getTime() + 7 * 86_400_000);
    await stack.stores.plans.apply(
      'u-hide',
      { subscriptionId: 's-hide', planType: 'premium', status: 'active', endDate },
      new Date()
    );
    const hidden = await request(stack.app)
      .put(url)
      .set('Authorization', stack.bearer('u-hide'))
      .send({ hidden: true })
      .expect(200);
    expect(hidden.body).to.include({ hidden: true, moderationStatus: 'pending' });
    await stack.stores.plans.apply(
      'u-hide',
      { subscriptionId: 's-hide', planType: 'free', status: 'active', endDate: null },
      new Date()
    );
    const shown = await request(stack.app)
      .put(url)
      .set('Authorization', stack.bearer('u-hide'))
      .send({ hidden: false })
      .expect(200);
    expect(shown.body.hidden).to.equal(false);
    await request(stack.app)
      .put(url)
      .set('Authorization', stack.bearer('u-hide'))
      .send({ hidden: 'yes' })
      .expect(400);
  });
});
