// Revealed preferences learnt where the actions happen, through the HTTP API on a real (embedded) MongoDB
// (docs/product-rules.md#match-score): opens, shortlists, interests and skips teach; a blocked or reported profile
// never does, and blocking or reporting afterwards takes back what it taught; only bands are stored.
import { expect } from 'chai';
import request from 'supertest';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { ACTION_WEIGHTS } from '../src/domain/matching/revealed-preferences';
import { validProfileBody } from './support/fixtures';
import { startProfileStack, type ProfileStack } from './support/stack';

interface Member {
  userId: string;
  id: string;
  fullName: string;
  memberNumber: string;
  mobile: string;
  email: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('revealed preferences learnt from actions', function () {
  this.timeout(120_000);
  let stack: ProfileStack;
  let seq = 0;

  const member = async (overrides: Record<string, unknown>): Promise<Member> => {
    seq += 1;
    const userId = `rv-${seq}-${Date.now()}`;
    const fullName = `Member${seq} Surname${seq}`;
    await stack.registerIdentity(userId, fullName);
    await request(stack.app)
      .post(BASE_PATH)
      .set('Authorization', stack.bearer(userId))
      .send({ ...validProfileBody(), ...overrides })
      .expect(201);
    await stack.stores.profiles.model.updateOne({ userId }, { $set: { moderationStatus: 'approved' } });
    const doc = (await stack.stores.profiles.findByUserId(userId))!;
    return {
      userId,
      id: String(doc._id),
      fullName,
      memberNumber: doc.memberNumber!,
      mobile: doc.mobile!,
      email: doc.email!
    };
  };
  const groom = (occupation: string, state = 'Tamil Nadu', district = 'Chennai') =>
    member({
      gender: 'male',
      lookingFor: 'female',
      dateOfBirth: '1993-02-10',
      height: '5 ft 10 in (177 cm)',
      occupation,
      state,
      district
    });
  const call = (who: Member, method: 'get' | 'put' | 'post', path: string, body?: object) => {
    const req = request(stack.app)
      [method](`${BASE_PATH}${path}`)
      .set('Authorization', stack.bearer(who.userId));
    return body ? req.send(body) : req;
  };
  const occupations = async (who: Member) =>
    (await stack.stores.revealedPreferences.findOwn(who.userId))?.items.occupation ?? {};

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });

  it('opens (once a day), shortlists and interests teach; the profile page then names the taste', async () => {
    const b = await member({});
    const doctor = await groom('Doctor');
    await call(b, 'get', `/${doctor.id}`).expect(200);
    await call(b, 'get', `/${doctor.id}`).expect(200);
    expect(await occupations(b)).to.deep.equal({ Doctor: ACTION_WEIGHTS.open });
    await call(b, 'put', `/shortlist/${doctor.id}`).expect(204);
    await call(b, 'post', '/interests', { to: doctor.id }).expect(201);
    const taught = ACTION_WEIGHTS.open + ACTION_WEIGHTS.shortlist + ACTION_WEIGHTS.sendInterest;
    expect(await occupations(b)).to.deep.equal({ Doctor: taught });

    // The groom declines: his model learns against her bands.
    const received = await call(doctor, 'get', '/interests?box=received').expect(200);
    const id = (received.body as { items: { id: string }[] }).items[0]!.id;
    await call(doctor, 'post', `/interests/${id}/decline`, {}).expect(200);
    expect(await occupations(doctor)).to.deep.equal({ 'Software Engineer': ACTION_WEIGHTS.decline });

    const another = await groom('Doctor');
    const page = expectContract(discoveryRoutes.getProfile, await call(b, 'get', `/${another.id}`));
    expect(page.profile.revealedReason).to.deep.equal({
      occupation: 'Doctor',
      motherTongue: null,
      educationBand: null,
      state: 'Tamil Nadu',
      ages: { from: 33, to: 35 }
    });
    const own = expectContract(discoveryRoutes.getProfile, await call(b, 'get', `/${b.id}`));
    expect(own.profile.revealedReason).to.equal(null);
  });

  it('decays with the clock: what was taught weeks ago weighs half after a half-life', async () => {
    const b = await member({});
    const lawyer = await groom('Lawyer / Advocate');
    const teacher = await groom('Teacher');
    const started = stack.clock.now;
    try {
      await call(b, 'put', `/shortlist/${lawyer.id}`).expect(204);
      stack.clock.now = new Date(started.getTime() + 21 * DAY_MS);
      await call(b, 'put', `/shortlist/${teacher.id}`).expect(204);
      const items = await occupations(b);
      expect(items['Lawyer / Advocate']).to.be.closeTo(ACTION_WEIGHTS.shortlist / 2, 1e-9);
      expect(items.Teacher).to.equal(ACTION_WEIGHTS.shortlist);
    } finally {
      stack.clock.now = started;
    }
  });

  it('a blocked or reported profile never teaches, and blocking or reporting takes back what it taught', async () => {
    const b = await member({});
    const kept = await groom('Doctor');
    const blocked = await groom('Pilot');
    const reported = await groom('Architect');
    await call(b, 'put', `/shortlist/${kept.id}`).expect(204);
    for (const other of [blocked, reported]) {
      await call(b, 'get', `/${other.id}`).expect(200);
      await call(b, 'put', `/shortlist/${other.id}`).expect(204);
    }
    expect(Object.keys(await occupations(b))).to.have.members(['Doctor', 'Pilot', 'Architect']);

    await call(b, 'put', `/blocks/${blocked.id}`).expect(204);
    await call(b, 'post', '/reports', { profileId: reported.id, reason: 'fake-profile' }).expect(201);
    expect(await occupations(b)).to.deep.equal({ Doctor: ACTION_WEIGHTS.shortlist });

    // Afterwards: the reported profile still opens, and teaches nothing; the blocked one is gone for her.
    await call(b, 'get', `/${reported.id}`).expect(200);
    await call(b, 'post', `/recommendations/${reported.id}/skip`).expect(204);
    await call(b, 'post', `/recommendations/${blocked.id}/skip`).expect(204);
    expect(await occupations(b)).to.deep.equal({ Doctor: ACTION_WEIGHTS.shortlist });
  });

  it('a failure to learn leaves the action done and answered: open, shortlist, interest and skip', async () => {
    const b = await member({});
    const doctor = await groom('Doctor');
    const revealed = stack.stores.revealedPreferences;
    const update = revealed.update.bind(revealed);
    revealed.update = () => Promise.reject(new Error('revealed preferences unavailable'));
    try {
      await call(b, 'get', `/${doctor.id}`).expect(200);
      await call(b, 'put', `/shortlist/${doctor.id}`).expect(204);
      await call(b, 'post', '/interests', { to: doctor.id }).expect(201);
      await call(b, 'post', `/recommendations/${doctor.id}/skip`).expect(204);
    } finally {
      revealed.update = update;
    }
    const shortlist = await call(b, 'get', '/shortlist').expect(200);
    const shortlisted = (shortlist.body as { items: { profile: { id: string } }[] }).items;
    expect(shortlisted.map((item) => item.profile.id)).to.include(doctor.id);
    const sent = await call(b, 'get', '/interests?box=sent').expect(200);
    expect((sent.body as { items: unknown[] }).items).to.have.length(1);
    expect(await occupations(b)).to.deep.equal({});
  });

  it('stores bands only: nothing that names the members acted on', async () => {
    const b = await member({});
    const others = [await groom('Doctor'), await groom('Teacher', 'Kerala', 'Ernakulam')];
    for (const other of others) {
      await call(b, 'get', `/${other.id}`).expect(200);
      await call(b, 'put', `/shortlist/${other.id}`).expect(204);
      await call(b, 'post', '/interests', { to: other.id }).expect(201);
    }
    const stored = await stack.conn.collection('revealed_preferences').findOne({ _id: b.userId } as never);
    expect(stored).to.exist;
    const text = JSON.stringify(stored);
    for (const other of others)
      for (const secret of [
        other.userId,
        other.id,
        other.fullName,
        other.memberNumber,
        other.mobile,
        other.email
      ])
        expect(text).not.to.include(secret);
    expect(text).not.to.include('Ernakulam');
    expect(Object.keys(stored!)).to.have.members(['_id', 'at', 'evidence', 'items', 'version']);
    expect(Object.keys(stored!.items as object)).to.have.members([
      'age',
      'height',
      'education',
      'occupation',
      'state',
      'motherTongue'
    ]);
  });
});
