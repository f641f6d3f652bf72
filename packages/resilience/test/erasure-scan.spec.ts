// Issue 18: "after deletion a scan of every collection finds none of the member's identifiers". Two members use
// every part of the platform with each other (profiles, photos, a view, an interest accepted, shortlists, contact
// reveals, a report, a block, notifications and their settings, the contact form, a bought Premium month, a data
// export); one deletes the account with the password. Once every service has handled identity.user.deleted, no
// document of any service database (GridFS included) and no message of the EXPORTS object store holds that
// member's user id, mobile (with or without +91), e-mail or member number. The records kept under a
// keyed hash (the welcome offer per mobile, the consent proof) are still there, without those identifiers; the
// other member's data is untouched.
import { expect } from 'chai';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { MongoClient } from 'mongodb';
import sharp from 'sharp';
import { DEV_RAZORPAY } from '@matrimony/razorpay-dev';
import { REPORT_REASONS } from '@matrimony/catalog';
import { defaultNotificationSettings } from '@matrimony/catalog/notifications';
import {
  approvedProfile,
  memberRequest,
  registerMember,
  signIn,
  startPlatform,
  tapOtpCodes,
  testMember,
  waitFor,
  type OtpInbox,
  type Platform,
  type RegisteredMember
} from '../src/index';
import {
  collectionSizes,
  identifiersOf,
  scanExportStore,
  scanMongo,
  serviceDatabases,
  type Finding
} from './support/identifier-scan';

const SETTLE_MS = 60_000;

describe('erasure: after deletion no stored document holds the member’s identifiers', function () {
  this.timeout(600_000);
  let platform: Platform;
  let inbox: OtpInbox;
  let mongo: MongoClient;

  const url = (service: 'svc-identity' | 'svc-profile' | 'svc-billing' | 'svc-notify') =>
    platform.service(service).url;
  const ok = async (answer: Promise<{ status: number; body: unknown }>, what: string) => {
    const { status, body } = await answer;
    expect(status, `${what}: ${JSON.stringify(body)}`).to.be.within(200, 299);
    return body;
  };

  before(async () => {
    platform = await startPlatform({
      replicas: { 'svc-identity': 1, 'svc-profile': 1, 'svc-billing': 1, 'svc-notify': 1 },
      payments: {}
    });
    inbox = await tapOtpCodes(platform.nats.url);
    mongo = await MongoClient.connect(platform.mongo.url);
  });
  after(async () => {
    await mongo?.close();
    await inbox?.close();
    await platform?.stop();
  });

  async function uploadPhoto(member: RegisteredMember, red: number): Promise<void> {
    const photo = await sharp({
      create: { width: 320, height: 400, channels: 3, background: { r: red, g: 40, b: 80 } }
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
    const answer = await fetch(`${url('svc-profile')}/api/profiles/me/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.tokens.access_token}` },
      body: form
    });
    expect(answer.status, await answer.clone().text()).to.equal(201);
  }

  /** A Premium month bought through the development Razorpay: order, checkout, verify. */
  async function buyPremiumMonth(member: RegisteredMember): Promise<void> {
    const order = (await ok(
      memberRequest(url('svc-billing'), '/api/billing/orders', member, {
        method: 'POST',
        body: { product: 'premium-month' }
      }),
      'order'
    )) as { checkout: { razorpayOrderId: string } };
    const paid = await fetch(`${platform.razorpay!.url}/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: DEV_RAZORPAY.keyId,
        order_id: order.checkout.razorpayOrderId,
        method: 'upi',
        outcome: 'success'
      })
    });
    await ok(
      memberRequest(url('svc-billing'), '/api/billing/payments/verify', member, {
        method: 'POST',
        body: await paid.json()
      }),
      'verify'
    );
    await platform.razorpay!.webhooksIdle();
  }

  async function exportReady(member: RegisteredMember): Promise<void> {
    const { id } = (await ok(
      memberRequest(url('svc-identity'), '/api/identity/exports', member, { method: 'POST' }),
      'export'
    )) as { id: string };
    await waitFor(
      'the export',
      async () =>
        (
          (await memberRequest(url('svc-identity'), `/api/identity/exports/${id}`, member)).body as {
            status: string;
          }
        ).status === 'ready',
      60_000,
      250
    );
  }

  /** Every durable consumer of every stream has delivered and had acknowledged everything, and no outbox holds an event. */
  async function settled(databases: string[]): Promise<boolean> {
    const nc = await connect({ servers: platform.nats.url, name: 'erasure-settle' });
    try {
      const jsm = await jetstreamManager(nc);
      for (const stream of ['IDENTITY', 'PROFILE', 'BILLING', 'NOTIFY']) {
        for await (const consumer of jsm.consumers.list(stream))
          if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) return false;
      }
    } finally {
      await nc.close();
    }
    for (const name of databases) {
      for (const { name: collection } of await mongo
        .db(name)
        .listCollections({}, { nameOnly: true })
        .toArray()) {
        if (
          await mongo
            .db(name)
            .collection(collection)
            .findOne({ 'pendingEvents.0': { $exists: true } })
        )
          return false;
      }
    }
    return true;
  }

  it('finds none of them in any collection, GridFS file or export object, and leaves the other member’s data', async () => {
    const leaving = await registerMember(url('svc-identity'), testMember(2900), inbox);
    const staying = await registerMember(url('svc-identity'), testMember(2901), inbox);
    const bride = await approvedProfile(url('svc-profile'), mongo, leaving, false);
    const groom = await approvedProfile(url('svc-profile'), mongo, staying, true);
    await uploadPhoto(leaving, 190);
    await uploadPhoto(staying, 60);
    // A new photo sends a profile back to moderation: approved again, as a moderator would.
    await mongo
      .db('profile')
      .collection('profiles')
      .updateMany(
        { userId: { $in: [leaving.userId, staying.userId] } },
        { $set: { moderationStatus: 'approved' } }
      );

    // Connected every way: a view, an interest accepted (a match), shortlists both ways, contact reveals both ways.
    await ok(
      memberRequest(url('svc-profile'), `/api/profiles/${groom.profileId}`, leaving),
      'a profile view'
    );
    const sent = (await ok(
      memberRequest(url('svc-profile'), '/api/profiles/interests', leaving, {
        method: 'POST',
        body: { to: groom.profileId }
      }),
      'an interest'
    )) as { interest: { id: string } };
    await ok(
      memberRequest(url('svc-profile'), `/api/profiles/interests/${sent.interest.id}/accept`, staying, {
        method: 'POST'
      }),
      'the acceptance'
    );
    await ok(
      memberRequest(url('svc-profile'), `/api/profiles/shortlist/${groom.profileId}`, leaving, {
        method: 'PUT'
      }),
      'a shortlist'
    );
    await ok(
      memberRequest(url('svc-profile'), `/api/profiles/shortlist/${bride.profileId}`, staying, {
        method: 'PUT'
      }),
      'a shortlist back'
    );
    // The welcome month (premium) reaches svc-profile through billing's event: then contacts open.
    for (const [viewer, owner] of [
      [leaving, groom],
      [staying, bride]
    ] as const) {
      await waitFor(
        'a contact reveal',
        async () =>
          (await memberRequest(url('svc-profile'), `/api/profiles/${owner.profileId}/contact`, viewer))
            .status === 200,
        60_000,
        250
      );
    }
    // A report by the member who leaves, and a block of them by the one who stays.
    await ok(
      memberRequest(url('svc-profile'), '/api/profiles/reports', leaving, {
        method: 'POST',
        body: { profileId: groom.profileId, reason: REPORT_REASONS[0].id }
      }),
      'a report'
    );
    await ok(
      memberRequest(url('svc-profile'), `/api/profiles/blocks/${bride.profileId}`, staying, {
        method: 'PUT'
      }),
      'a block'
    );
    // Notification settings changed, the contact form, a bought month, a fresh sign-in, the data export.
    const settings = defaultNotificationSettings();
    settings['profile-viewed'].email = false;
    await ok(
      memberRequest(url('svc-notify'), '/api/notify/settings', leaving, { method: 'PUT', body: settings }),
      'settings'
    );
    await ok(
      memberRequest(url('svc-notify'), '/api/notify/contact-messages', leaving, {
        method: 'POST',
        body: {
          name: leaving.fullName,
          email: leaving.email,
          subject: 'A question',
          message: 'How do I hide my photos?'
        }
      }),
      'the contact form'
    );
    await buyPremiumMonth(leaving);
    leaving.tokens = await signIn(url('svc-identity'), leaving);
    await waitFor(
      'both members’ notifications',
      async () => {
        const counts = await Promise.all(
          [leaving, staying].map(
            async (member) =>
              (
                (await memberRequest(url('svc-notify'), '/api/notify/notifications', member)).body as {
                  items: unknown[];
                }
              ).items.length
          )
        );
        return counts.every((count) => count > 0);
      },
      30_000,
      200
    );
    await exportReady(leaving);

    const memberNumberOf = async (userId: string) =>
      String((await mongo.db('profile').collection('profiles').findOne({ userId }))!.memberNumber);
    const identifiers = identifiersOf({ ...leaving, memberNumber: await memberNumberOf(leaving.userId) });
    const databases = await serviceDatabases(mongo);
    expect(databases).to.include.members(['identity', 'profile', 'billing', 'notify']);
    // Before: the scan sees the member everywhere (so finding nothing afterwards means something).
    const before = await scanMongo(mongo, databases, identifiers);
    for (const db of ['identity', 'profile', 'billing', 'notify'])
      expect(
        before.some((finding) => finding.where.startsWith(`${db}.`)),
        db
      ).to.equal(true);
    for (const what of ['userId', 'mobile', 'e-mail', 'member number'])
      expect(
        before.some((finding) => finding.what.startsWith(`${what} `)),
        what
      ).to.equal(true);
    expect(
      (await scanExportStore(platform.nats.url, identifiers)).findings,
      'the export’s objects'
    ).to.not.deep.equal([]);
    const keptBefore = await collectionSizes(mongo, ['identity', 'billing']);

    const deleted = await memberRequest(url('svc-identity'), '/api/identity/accounts/me', leaving, {
      method: 'DELETE',
      body: { password: leaving.password }
    });
    expect(deleted.status, JSON.stringify(deleted.body)).to.equal(204);

    // Every service handles identity.user.deleted (and what erasure itself publishes); then the scan must come up empty.
    let findings: Finding[] = [];
    const deadline = Date.now() + SETTLE_MS;
    do {
      await waitFor('every consumer and outbox to settle', () => settled(databases), SETTLE_MS, 250);
      findings = [
        ...(await scanMongo(mongo, await serviceDatabases(mongo), identifiers)),
        ...(await scanExportStore(platform.nats.url, identifiers)).findings
      ];
      if (findings.length > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    } while (findings.length > 0 && Date.now() < deadline);
    expect(findings.map((finding) => `${finding.where}: ${finding.what}`)).to.deep.equal([]);

    // What the product keeps under a keyed hash (docs/product-rules.md#the-members-data) is kept (and held none of the identifiers above).
    const keptAfter = await collectionSizes(mongo, ['identity', 'billing']);
    expect(keptAfter.get('billing.welcome_offers'), 'welcome offer per mobile').to.equal(
      keptBefore.get('billing.welcome_offers')
    );
    expect(keptAfter.get('identity.consents'), 'consent proof').to.equal(keptBefore.get('identity.consents'));
    expect(
      await mongo
        .db('identity')
        .collection('consents')
        .countDocuments({ erasedAt: { $exists: true } })
    ).to.equal(1);

    // The other member's data is all there: profile with its photo, notifications, subscription, account.
    const stay = await memberRequest(url('svc-profile'), '/api/profiles/me', staying);
    expect(stay.status).to.equal(200);
    expect((stay.body as { photos: unknown[] }).photos).to.have.length(1);
    expect(
      (
        (await memberRequest(url('svc-notify'), '/api/notify/notifications', staying)).body as {
          items: unknown[];
        }
      ).items.length
    ).to.be.greaterThan(0);
    expect(
      (
        (await memberRequest(url('svc-billing'), '/api/billing/subscriptions/me', staying)).body as {
          isPremium: boolean;
        }
      ).isPremium
    ).to.equal(true);
    expect((await memberRequest(url('svc-identity'), '/api/identity/me', staying)).status).to.equal(200);
    const theirs = await scanMongo(
      mongo,
      databases,
      identifiersOf({ ...staying, memberNumber: await memberNumberOf(staying.userId) })
    );
    for (const db of ['identity', 'profile', 'billing', 'notify'])
      expect(
        theirs.some((finding) => finding.where.startsWith(`${db}.`)),
        `the other member in ${db}`
      ).to.equal(true);
  });
});
