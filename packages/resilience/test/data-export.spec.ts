// Issue 18: the member's data download across the whole platform. A member with a profile and a photo, an interest
// to another member and a notification asks for an export: every service answers through the EXPORTS object store,
// the export is ready within a minute on this machine, and the archive holds each service's part and the member's
// photo, with the member's own identifiers and nothing of the other member's contact details. The link refuses
// anyone else.
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import sharp from 'sharp';
import { PRIVACY_VERSION, TERMS_VERSION } from '@matrimony/catalog/policies';
import { readZip } from '@matrimony/service-kit/testing';
import {
  approvedProfile,
  memberRequest,
  registerMember,
  startPlatform,
  tapOtpCodes,
  testMember,
  waitFor,
  type OtpInbox,
  type Platform,
  type RegisteredMember
} from '../src/index';

const READY_WITHIN_MS = 60_000;

interface DataExport {
  id: string;
  status: 'preparing' | 'ready' | 'expired';
  partsReceived: string[];
  archivePath: string | null;
}

/** What the assertions read of each part. */
interface Parts {
  identity: { account: object; consent: object };
  profile: {
    profile: object;
    interests: { direction: string; status: string; otherMember: { profileId: string } }[];
  };
  billing: { subscriptions: unknown[] };
  notify: { notifications: unknown[]; recipient: object };
}

describe('the member’s data download across every service', function () {
  this.timeout(600_000);
  let platform: Platform;
  let inbox: OtpInbox;
  let mongo: MongoClient;
  let member: RegisteredMember;
  let other: RegisteredMember;

  const url = (service: 'svc-identity' | 'svc-profile' | 'svc-notify') => platform.service(service).url;

  before(async () => {
    platform = await startPlatform({
      replicas: { 'svc-identity': 1, 'svc-profile': 1, 'svc-billing': 1, 'svc-notify': 1 }
    });
    inbox = await tapOtpCodes(platform.nats.url);
    mongo = await MongoClient.connect(platform.mongo.url);
    member = await registerMember(url('svc-identity'), testMember(1800), inbox);
    other = await registerMember(url('svc-identity'), testMember(1801), inbox);
  });
  after(async () => {
    await mongo?.close();
    await inbox?.close();
    await platform?.stop();
  });

  it('gathers a part from each of the four services within a minute and serves it to the member alone', async () => {
    // The member: a profile with a photo, an interest to the other member (accepted, so a notification too).
    const mine = await approvedProfile(url('svc-profile'), mongo, member, false);
    const theirs = await approvedProfile(url('svc-profile'), mongo, other, true);
    const form = new FormData();
    const photo = await sharp({
      create: { width: 320, height: 400, channels: 3, background: { r: 190, g: 40, b: 80 } }
    })
      .jpeg()
      .toBuffer();
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await fetch(`${url('svc-profile')}/api/profiles/me/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.tokens.access_token}` },
      body: form
    });
    expect(uploaded.status, await uploaded.clone().text()).to.equal(201);
    const photoId = ((await uploaded.json()) as { photos: { id: string }[] }).photos[0]!.id;
    const sent = await memberRequest(url('svc-profile'), '/api/profiles/interests', member, {
      method: 'POST',
      body: { to: theirs.profileId }
    });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(201);
    const interestId = (sent.body as { interest: { id: string } }).interest.id;
    const accepted = await memberRequest(
      url('svc-profile'),
      `/api/profiles/interests/${interestId}/accept`,
      other,
      { method: 'POST' }
    );
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    await waitFor(
      'the member’s notification',
      async () => {
        const list = await memberRequest(url('svc-notify'), '/api/notify/notifications', member);
        return list.status === 200 && (list.body as { items: unknown[] }).items.length > 0;
      },
      30_000,
      200
    );

    const asked = Date.now();
    const started = await memberRequest(url('svc-identity'), '/api/identity/exports', member, {
      method: 'POST'
    });
    expect(started.status, JSON.stringify(started.body)).to.equal(202);
    const exportId = (started.body as DataExport).id;
    let ready: DataExport | undefined;
    await waitFor(
      'the export to be ready',
      async () => {
        const res = await memberRequest(url('svc-identity'), `/api/identity/exports/${exportId}`, member);
        ready = res.body as DataExport;
        return ready.status === 'ready';
      },
      READY_WITHIN_MS,
      250
    );
    expect(Date.now() - asked, 'ready within a minute').to.be.below(READY_WITHIN_MS);
    expect(ready!.partsReceived).to.deep.equal(['identity', 'profile', 'billing', 'notify']);

    const archive = await fetch(`${url('svc-identity')}/api/identity${ready!.archivePath}`, {
      headers: { authorization: `Bearer ${member.tokens.access_token}` }
    });
    expect(archive.status).to.equal(200);
    expect(archive.headers.get('content-type')).to.equal('application/zip');
    const entries = await readZip(Buffer.from(await archive.arrayBuffer()));
    for (const part of ['identity.json', 'profile.json', 'billing.json', 'notify.json'])
      expect([...entries.keys()], part).to.include(part);
    const photoEntry = entries.get(`photos/${photoId}.jpg`);
    expect(photoEntry, 'the member’s photo').to.not.equal(undefined);
    const { format, width, height } = await sharp(photoEntry!).metadata();
    expect({ format, width, height }).to.deep.equal({ format: 'jpeg', width: 320, height: 400 });

    const json = <P extends keyof Parts>(part: P) =>
      JSON.parse(entries.get(`${part}.json`)!.toString('utf8')) as Parts[P];
    const identity = json('identity');
    expect(identity.account).to.deep.include({
      userId: member.userId,
      mobile: member.mobile,
      email: member.email
    });
    expect(identity.consent).to.deep.include({
      declarationAccepted: true,
      termsVersion: TERMS_VERSION,
      privacyVersion: PRIVACY_VERSION
    });
    const profile = json('profile');
    expect(profile.profile).to.deep.include({
      profileId: mine.profileId,
      mobile: member.mobile,
      email: member.email
    });
    expect(profile.interests).to.have.length(1);
    expect(profile.interests[0]).to.deep.include({ direction: 'sent', status: 'accepted' });
    expect(profile.interests[0]!.otherMember).to.have.keys(['profileId', 'memberNumber', 'name']);
    expect(profile.interests[0]!.otherMember.profileId).to.equal(theirs.profileId);
    expect(json('billing').subscriptions).to.have.length.greaterThan(0);
    expect(json('notify').notifications).to.have.length.greaterThan(0);
    expect(json('notify').recipient).to.deep.include({ mobile: member.mobile, email: member.email });

    // Nothing of the other member beyond the public profile id and name: no mobile, no e-mail, no account id.
    const everything = [...entries.values()].map((data) => data.toString('latin1')).join('\n');
    for (const secret of [other.mobile, other.email, other.userId])
      expect(everything, secret).to.not.include(secret);

    // The link and the status refuse the other member like an unknown id.
    const theirDownload = await memberRequest(
      url('svc-identity'),
      `/api/identity/exports/${exportId}/archive`,
      other
    );
    expect(theirDownload).to.deep.include({ status: 404 });
    expect(theirDownload.body).to.include({ code: 'export_not_found' });
    expect(
      (await memberRequest(url('svc-identity'), `/api/identity/exports/${exportId}`, other)).status
    ).to.equal(404);
  });
});
