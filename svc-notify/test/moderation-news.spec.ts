import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import {
  SWITCHABLE_NOTIFICATION_CATEGORY_IDS,
  type NotificationSettings
} from '@matrimony/catalog/notifications';
import { liveNotifySubject, type EventEnvelope } from '@matrimony/contracts';
import { publishEvent } from '@matrimony/service-kit';
import request from 'supertest';
import { NOTIFICATION_TEXT_MAX } from '../src/templates';
import { members, type TestMember } from './support/members';
import { startStack, type Stack } from './support/stack';

const REASON =
  'Your profile text contains contact details (a phone number, e-mail, link or social handle). Please remove them: members reach each other through interests.';

describe('moderation news: approval, rejection, report outcomes and warnings', () => {
  let stack: Stack;
  let m: ReturnType<typeof members>;
  const at = () => new Date().toISOString();
  const decided = (member: TestMember, decision: 'approved' | 'rejected', reason: string | null = null) => ({
    userId: member.userId,
    profileId: `p-${member.userId}`,
    at: at(),
    decision,
    reason
  });
  const resolved = (
    reporter: TestMember,
    reported: TestMember,
    ticketNumber: string,
    outcome: 'dismissed' | 'actioned'
  ) => ({
    reportId: randomUUID(),
    ticketNumber,
    reporterUserId: reporter.userId,
    reportedProfileId: `p-${reported.userId}`,
    outcome,
    resolvedAt: at()
  });
  const warned = (member: TestMember) => ({
    userId: member.userId,
    profileId: `p-${member.userId}`,
    at: at()
  });
  /** Handled twice more, as redeliveries would be (member news runs again each time): the notice and e-mail are keyed by the event. */
  const again = async (event: EventEnvelope) => {
    await m.handle(event);
    await m.handle(event);
  };
  const allOff = (): NotificationSettings =>
    Object.fromEntries(
      SWITCHABLE_NOTIFICATION_CATEGORY_IDS.map((category) => [category, { inApp: false, email: false }])
    ) as NotificationSettings;

  before(async () => {
    stack = await startStack();
    m = members(stack);
  });
  after(async () => {
    await stack.stop();
  });

  it('tells the member of each decision and warning once, in the site and by e-mail, even when handled again', async () => {
    const meera = await m.register('Meera Pillai');
    const events = [
      await m.event('profile.moderation.decided', decided(meera, 'rejected', REASON)),
      await m.event('profile.moderation.decided', decided(meera, 'approved')),
      await m.event('profile.member.warned', warned(meera))
    ];
    for (const event of events) await again(event);

    expect(
      (await m.notifications(meera)).map((item) => [item.category, item.text, item.link])
    ).to.have.deep.members([
      ['moderation', `Your profile needs a change: ${REASON}`, '/edit-profile'],
      ['moderation', 'Your profile is approved. Other members can now see it.', '/my-profile'],
      ['moderation', 'A warning about your conduct was issued.', '/help-support']
    ]);

    const mails = await m.mails(meera);
    expect(mails.map((mail) => mail.subject)).to.have.members([
      'Your profile needs a change',
      'Your profile is approved',
      'A warning about your conduct on Matrimony'
    ]);
    const bySubject = new Map(mails.map((mail) => [mail.subject, mail]));
    for (const mail of mails) {
      expect(mail.text, mail.subject!).to.contain('Hello Meera Pillai,');
      // The member's own account: no unsubscribe link, no list headers.
      expect(mail.headers, mail.subject!).to.deep.equal({});
      expect(mail.text, mail.subject!).not.to.contain('unsubscribe');
    }
    const rejected = bySubject.get('Your profile needs a change')!;
    expect(rejected.text)
      .to.contain(`Your profile needs a change: ${REASON}`)
      .and.contain('Until it is approved again, your profile is hidden from other members')
      .and.contain('http://localhost:8080/edit-profile');
    expect(rejected.html).to.contain('Until it is approved again, your profile is hidden from other members');
    expect(bySubject.get('Your profile is approved')!.text)
      .to.contain('Your profile is approved. Other members can now see it.')
      .and.contain('http://localhost:8080/my-profile');
    const warning = bySubject.get('A warning about your conduct on Matrimony')!.text;
    expect(warning)
      .to.contain('A warning about your conduct was issued.')
      .and.contain('Other members reported your behaviour')
      .and.contain('harass, threaten or abuse anyone')
      .and.contain('Repeated breaches lead to the suspension of your account')
      .and.contain('http://localhost:8080/terms-of-service')
      .and.contain('http://localhost:8080/help-support');

    const deliveries = await stack.notify.http.stores.deliveries.byRecipient(meera.email);
    expect(deliveries.map((delivery) => delivery._id.split(':').pop())).to.have.members([
      'profile-rejected',
      'profile-approved',
      'member-warned'
    ]);
    for (const delivery of deliveries)
      expect(delivery, delivery._id).to.include({ status: 'sent', attempts: 1 });
  });

  it('tells the member the photo check’s outcome once, in the site and by e-mail, with the reason of a rejection', async () => {
    const ravi = await m.register('Ravi Menon');
    const reason =
      'The selfie does not show the pose we asked for. Please take a new selfie following the picture.';
    const events = [
      await m.event('profile.photo-check.decided', decided(ravi, 'rejected', reason)),
      await m.event('profile.photo-check.decided', decided(ravi, 'approved'))
    ];
    for (const event of events) await again(event);

    expect(
      (await m.notifications(ravi)).map((item) => [item.category, item.text, item.link])
    ).to.have.deep.members([
      ['moderation', `Your selfie could not be verified: ${reason}`, '/settings/verification/selfie'],
      [
        'moderation',
        'Your photo is verified. Members now see the Photo verified badge on your profile.',
        '/my-profile'
      ]
    ]);
    const mails = await m.mails(ravi);
    expect(mails.map((mail) => mail.subject)).to.have.members([
      'Your selfie could not be verified',
      'Your photo is verified'
    ]);
    const rejected = mails.find((mail) => mail.subject === 'Your selfie could not be verified')!;
    expect(rejected.text)
      .to.contain(`Your selfie could not be verified: ${reason}`)
      .and.contain('Your selfie has been deleted')
      .and.contain('http://localhost:8080/settings/verification/selfie');
    expect(rejected.headers).to.deep.equal({});
  });

  it('tells the reporter the outcome by ticket number, never naming the reported member', async () => {
    const kavya = await m.register('Kavya Iyer');
    const rohit = await m.register('Rohit Verma');
    const events = [
      await m.event('profile.report.resolved', resolved(kavya, rohit, 'R1234567', 'actioned')),
      await m.event('profile.report.resolved', resolved(kavya, rohit, 'R7654321', 'dismissed'))
    ];
    for (const event of events) await again(event);

    const notifications = await m.notifications(kavya);
    expect(notifications.map((item) => [item.category, item.text, item.link])).to.have.deep.members([
      [
        'report',
        'We acted on your report R1234567. Thank you for helping keep the site safe.',
        '/help-support'
      ],
      ['report', 'We reviewed your report R7654321 and found no breach of our rules.', '/help-support']
    ]);
    const mails = await m.mails(kavya);
    expect(mails.map((mail) => mail.subject)).to.have.members([
      'We acted on your report R1234567',
      'We reviewed your report R7654321'
    ]);
    for (const mail of mails) {
      expect(mail.text, mail.subject!).to.contain('http://localhost:8080/help-support');
      expect(mail.headers, mail.subject!).to.deep.equal({});
    }
    expect(mails.find((mail) => mail.subject === 'We acted on your report R1234567')!.text).to.contain(
      'We acted on your report R1234567. Thank you for helping keep the site safe.'
    );
    expect(mails.find((mail) => mail.subject === 'We reviewed your report R7654321')!.text).to.contain(
      'We reviewed your report R7654321 and found no breach of our rules.'
    );
    const told = JSON.stringify([notifications, mails]);
    for (const trace of ['Rohit', 'Verma', rohit.userId]) expect(told).not.to.contain(trace);
    expect(await m.notifications(rohit)).to.deep.equal([]);
    expect(await m.mails(rohit)).to.deep.equal([]);
    expect(
      (await stack.notify.http.stores.deliveries.byRecipient(kavya.email)).map((delivery) =>
        delivery._id.split(':').pop()
      )
    ).to.deep.equal(['report-resolved', 'report-resolved']);
  });

  it('arrives through NATS and updates the live unread count', async () => {
    const anil = await m.register('Anil Menon');
    let live = 0;
    const subscription = stack.nc.subscribe(liveNotifySubject(anil.userId), {
      callback: () => {
        live += 1;
      }
    });
    try {
      await publishEvent(stack.js, 'profile.moderation.decided', decided(anil, 'approved'));
      await publishEvent(stack.js, 'profile.member.warned', warned(anil));
      await stack.outboxFor(anil.email, 2);
      // The hub publishes on this connection: once flushed, every change it announced has arrived.
      await stack.nc.flush();
      expect(live).to.equal(2);
      const count = await request(stack.app)
        .get('/api/notify/notifications/unread-count')
        .set('Authorization', m.bearer(anil))
        .expect(200);
      expect(count.body).to.deep.equal({ unreadCount: 2 });
    } finally {
      subscription.unsubscribe();
    }
  });

  it('cannot be switched off: a member with every setting off is still told, in the site and by e-mail', async () => {
    const ravi = await m.register('Ravi Kumar');
    const other = await m.register('Suresh Rao');
    await request(stack.app)
      .put('/api/notify/settings')
      .set('Authorization', m.bearer(ravi))
      .send(allOff())
      .expect(200);
    await m.event('profile.moderation.decided', decided(ravi, 'rejected', REASON));
    await m.event('profile.moderation.decided', decided(ravi, 'approved'));
    await m.event('profile.member.warned', warned(ravi));
    await m.event('profile.report.resolved', resolved(ravi, other, 'R1111111', 'actioned'));
    // A switchable category is off, as the grid says.
    await m.event('profile.viewed', {
      viewerUserId: other.userId,
      ownerUserId: ravi.userId,
      viewerProfileId: 'p-5',
      ownerProfileId: 'p-6',
      viewedAt: at()
    });

    expect((await m.notifications(ravi)).map((item) => item.category)).to.have.members([
      'moderation',
      'moderation',
      'moderation',
      'report'
    ]);
    expect((await m.mails(ravi)).map((mail) => mail.subject)).to.have.members([
      'Your profile needs a change',
      'Your profile is approved',
      'A warning about your conduct on Matrimony',
      'We acted on your report R1111111'
    ]);
  });

  it('says a rejection without a reason, and shortens a long reason in the list while the e-mail carries it whole', async () => {
    const long = `${'Please check the details of your profile. '.repeat(12)}The last sentence.`;
    const deepa = await m.register('Deepa Nair');
    await m.event('profile.moderation.decided', decided(deepa, 'rejected', long));
    const [listed] = await m.notifications(deepa);
    expect(listed!.text.length).to.be.at.most(NOTIFICATION_TEXT_MAX);
    expect(listed!.text).to.match(
      /^Your profile needs a change: Please check the details of your profile\. .*…$/
    );
    const [mail] = await m.mails(deepa);
    expect(mail!.text).to.contain(`Your profile needs a change: ${long}`);

    const sunil = await m.register('Sunil Das');
    await m.event('profile.moderation.decided', decided(sunil, 'rejected', null));
    expect((await m.notifications(sunil)).map((item) => item.text)).to.deep.equal([
      'Your profile needs a change before other members can see it.'
    ]);
    expect((await m.mails(sunil))[0]!.text).to.contain(
      'Until it is approved again, your profile is hidden from other members'
    );
  });

  it('erases the moderation news of a deleted member with the rest of their account', async () => {
    const gone = await m.register('Gone Member');
    const other = await m.register('Other Member');
    await m.event('profile.moderation.decided', decided(gone, 'rejected', REASON));
    await m.event('profile.member.warned', warned(gone));
    await m.event('profile.report.resolved', resolved(gone, other, 'R2222222', 'dismissed'));
    expect(await m.notifications(gone)).to.have.length(3);
    expect(await m.mails(gone)).to.have.length(3);

    await m.event('identity.user.deleted', { userId: gone.userId });
    expect(
      await stack.notify.http.stores.notifications.model.countDocuments({ userId: gone.userId })
    ).to.equal(0);
    expect(await m.mails(gone)).to.deep.equal([]);
    expect(await stack.notify.http.stores.deliveries.byRecipient(gone.email)).to.deep.equal([]);
  });
});
