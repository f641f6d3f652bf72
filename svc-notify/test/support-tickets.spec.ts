import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { Types } from 'mongoose';
import request from 'supertest';
import { formatLongDateTime } from '@matrimony/catalog/date-format';
import { TICKETS_PER_DAY } from '@matrimony/catalog/support';
import { notifyApi } from '@matrimony/contracts/http/notify';
import { streamMessages, type ExportStore } from '@matrimony/service-kit';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { type EventEnvelope } from '@matrimony/contracts';
import { writeNotifyPart } from '../src/exports/notify-part';
import { members, type TestMember } from './support/members';
import { startStack, type Stack } from './support/stack';

const routes = notifyApi.routes;
const HOUR = 3_600_000;
const IST = { timeZone: 'Asia/Kolkata', nameZone: true } as const;

describe('help desk tickets', () => {
  let stack: Stack;
  let clock = new Date(Date.UTC(2026, 10, 20, 6, 0));
  let people: ReturnType<typeof members>;
  let ipCounter = 0;
  const fromNewIp = () => `198.51.100.${(ipCounter += 1)}`;
  const admin = randomUUID();
  const adminBearer = () =>
    `Bearer ${stack.issuer.sign({ sub: admin, given_name: 'Anita', realm_access: { roles: ['member', 'admin'] } })}`;
  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const later = (hours: number) => {
    clock = new Date(clock.getTime() + hours * HOUR);
  };

  async function member(name: string, plan: 'free' | 'premium' = 'free'): Promise<TestMember> {
    const registered = await people.register(name);
    await stack.notify.http.stores.conversationMembers.saveProfile(
      registered.userId,
      { profileId: String(new Types.ObjectId()), displayName: name, memberNumber: 'M1234567' },
      clock
    );
    if (plan === 'premium')
      await stack.notify.http.stores.memberPlans.apply(
        registered.userId,
        { planType: 'premium', status: 'active', endDate: new Date(clock.getTime() + 30 * 24 * HOUR) },
        clock
      );
    return registered;
  }

  async function open(who: TestMember, body: Record<string, unknown> = {}) {
    const res = await request(stack.app)
      .post('/api/notify/tickets')
      .set('Authorization', people.bearer(who))
      .send({ category: 'account', subject: 'Cannot change my photo', message: 'It fails.', ...body })
      .expect(201);
    return expectContract(routes.openTicket, res).number;
  }

  async function contact(email: string) {
    const res = await request(stack.app)
      .post('/api/notify/contact-messages')
      .set('X-Forwarded-For', fromNewIp())
      .send({ name: 'Visitor Vani', email, subject: 'Question', message: 'How do I sign up?' })
      .expect(201);
    return res.body.ticket as string;
  }

  const staff = (method: 'get' | 'post' | 'put', path: string) =>
    request(stack.app)[method](`/api/notify/admin/tickets${path}`).set('Authorization', adminBearer());

  async function queueNumbers(query: Record<string, string> = {}) {
    const res = await staff('get', '')
      .query({ pageSize: '100', ...query })
      .expect(200);
    return expectContract(routes.supportQueue, res).items.map((item) => item.number);
  }

  async function linkOf(email: string) {
    await stack.notify.queuedEmails.idle();
    const [mail] = await stack.notify.http.stores.devOutbox.list({ to: email });
    const match = /\/support-ticket\?token=([A-Za-z0-9_.-]+)/.exec(mail!.text);
    return match![1]!;
  }

  before(async () => {
    stack = await startStack({ now: () => clock });
    people = members(stack);
  });
  after(async () => {
    await stack.stop();
  });

  it('sets due times as instants: opened 22:30 IST, Premium is due 02:30 IST the next day, free 22:30 IST the next day', async () => {
    at('2026-11-20T17:00:00.000Z');
    expect(formatLongDateTime(clock, IST)).to.equal('20 November 2026 at 10:30 pm IST');
    const premium = await member('Priya Premium', 'premium');
    const free = await member('Farid Free');
    const read = async (who: TestMember, number: string) =>
      expectContract(
        routes.getMyTicket,
        await request(stack.app)
          .get(`/api/notify/tickets/${number}`)
          .set('Authorization', people.bearer(who))
          .expect(200)
      );
    const premiumTicket = await read(premium, await open(premium));
    const freeTicket = await read(free, await open(free));
    expect(premiumTicket.replyDueBy).to.equal('2026-11-20T21:00:00.000Z');
    expect(formatLongDateTime(premiumTicket.replyDueBy!, IST)).to.equal('21 November 2026 at 2:30 am IST');
    expect(freeTicket.replyDueBy).to.equal('2026-11-21T17:00:00.000Z');
    expect(formatLongDateTime(freeTicket.replyDueBy!, IST)).to.equal('21 November 2026 at 10:30 pm IST');
    expect(premiumTicket).to.include({ status: 'new', resolveBy: null, unreadReplies: 0 });
    expect(premiumTicket.messages).to.have.length(1);
    expect(premiumTicket.messages[0]).to.include({
      author: 'requester',
      authorName: 'You',
      text: 'It fails.'
    });
  });

  it('orders the queue by due time: a Premium ticket comes first only while its shorter window ends first; a tie goes to Premium', async () => {
    at('2026-12-01T04:00:00.000Z');
    const free = await member('Older Free');
    const olderFree = await open(free);
    // 19 hours later a Premium ticket is due at +23 h: before the free one (+24 h).
    later(19);
    const premium = await member('Early Premium', 'premium');
    const withinWindow = await open(premium);
    // 21 hours after the free one, a Premium ticket is due at +25 h: after it.
    later(2);
    const premium2 = await member('Late Premium', 'premium');
    const pastWindow = await open(premium2);
    // At +20 h a Premium ticket is due exactly with the free one: the tie goes to Premium.
    clock = new Date(Date.parse('2026-12-01T04:00:00.000Z') + 20 * HOUR);
    const premium3 = await member('Tie Premium', 'premium');
    const tie = await open(premium3);
    const order = (await queueNumbers()).filter((n) =>
      [olderFree, withinWindow, pastWindow, tie].includes(n)
    );
    expect(order).to.deep.equal([withinWindow, tie, olderFree, pastWindow]);
  });

  it('moves a ticket new → waiting for the member → waiting for us, and a requester reply reopens a resolved one, due within its window from that reply', async () => {
    at('2026-12-05T06:00:00.000Z');
    const who = await member('Reopening Rani');
    const number = await open(who);
    later(2);
    const replied = expectContract(
      routes.replyToTicket,
      await staff('post', `/${number}/replies`).send({ text: 'Which photo?' }).expect(200)
    );
    expect(replied).to.include({
      status: 'waiting-for-member',
      dueAt: null,
      firstRepliedAt: clock.toISOString()
    });
    expect(replied.messages.at(-1)).to.include({ author: 'staff', authorName: 'Anita from Support' });
    later(1);
    await request(stack.app)
      .post(`/api/notify/tickets/${number}/close`)
      .set('Authorization', people.bearer(who))
      .expect(200);
    later(3);
    const reply = await request(stack.app)
      .post(`/api/notify/tickets/${number}/messages`)
      .set('Authorization', people.bearer(who))
      .send({ text: 'It happened again.' })
      .expect(200);
    const reopened = expectContract(routes.replyToMyTicket, reply);
    expect(reopened.status).to.equal('waiting-for-us');
    expect(reopened.replyDueBy).to.equal(new Date(clock.getTime() + 24 * HOUR).toISOString());
    const seen = expectContract(routes.supportTicket, await staff('get', `/${number}`).expect(200));
    expect(seen.audit.map((entry) => [entry.action, entry.by])).to.deep.equal([
      ['opened', 'member'],
      ['replied', 'Anita from Support'],
      ['member-closed', 'member'],
      ['member-reopened', 'member']
    ]);
    expect(seen.requester).to.deep.include({ type: 'member', displayName: 'Reopening Rani', plan: 'free' });
  });

  it('writes to a visitor in the language of the page they wrote from: the acknowledgement and our reply, for the contact form and a grievance', async () => {
    at('2026-12-06T06:00:00.000Z');
    const hindi = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const tamil = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const contactTicket = (
      await request(stack.app)
        .post('/api/notify/contact-messages')
        .set('X-Forwarded-For', fromNewIp())
        .send({
          name: 'Visitor Vani',
          email: hindi,
          subject: 'Question',
          message: 'How do I sign up?',
          locale: 'hi'
        })
        .expect(201)
    ).body.ticket as string;
    const grievance = (
      await request(stack.app)
        .post('/api/notify/grievances')
        .set('X-Forwarded-For', fromNewIp())
        .send({
          name: 'Visitor Tamizh',
          email: tamil,
          subject: 'Fake profile',
          message: 'Details',
          locale: 'ta'
        })
        .expect(201)
    ).body.number as string;
    for (const number of [contactTicket, grievance])
      await staff('post', `/${number}/replies`).send({ text: 'We are on it.' }).expect(200);
    await stack.notify.queuedEmails.idle();

    const written = async (to: string) =>
      (await stack.mongo.collection('dev_outbox').find({ to }).sort({ createdAt: 1 }).toArray()).map(
        (mail) => [mail.locale, mail.subject] as [string, string]
      );
    const toHindi = await written(hindi);
    expect(toHindi.map(([locale]) => locale)).to.deep.equal(['hi', 'hi']);
    for (const [, subject] of toHindi)
      expect(subject)
        .to.match(/[\u0900-\u097F]/)
        .and.contain(contactTicket);
    const toTamil = await written(tamil);
    expect(toTamil.map(([locale]) => locale)).to.deep.equal(['ta', 'ta']);
    for (const [, subject] of toTamil)
      expect(subject)
        .to.match(/[\u0B80-\u0BFF]/)
        .and.contain(grievance);
  });

  it('tells the member of a reply in the site and by e-mail; a note reaches no member answer, no visitor answer and no e-mail', async () => {
    at('2026-12-06T06:00:00.000Z');
    const who = await member('Noted Nisha');
    const number = await open(who);
    const visitorEmail = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const visitorTicket = await contact(visitorEmail);
    const secret = `internal-note-${randomUUID()}`;
    for (const n of [number, visitorTicket]) {
      const noted = await staff('post', `/${n}/notes`).send({ text: secret }).expect(200);
      expect(expectContract(routes.addTicketNote, noted).notes.map((note) => note.text)).to.deep.equal([
        secret
      ]);
      await staff('post', `/${n}/replies`).send({ text: 'We are on it.', resolve: true }).expect(200);
    }
    const notices = await people.notifications(who);
    expect(notices[0]).to.include({ category: 'support', link: `/help/tickets/${number}` });
    const mails = await people.mails(who);
    expect(mails[0]!.text).to.contain('We are on it.').and.contain(number);
    const mine = await request(stack.app)
      .get(`/api/notify/tickets/${number}`)
      .set('Authorization', people.bearer(who))
      .expect(200);
    expect(expectContract(routes.getMyTicket, mine).unreadReplies).to.equal(1);
    expect(JSON.stringify(mine.body)).not.to.contain(secret);
    const link = await request(stack.app)
      .get(`/api/notify/ticket-links/${await linkOf(visitorEmail)}`)
      .expect(200);
    expect(expectContract(routes.readTicketByLink, link).number).to.equal(visitorTicket);
    expect(JSON.stringify(link.body)).not.to.contain(secret);
    expect(JSON.stringify(link.body)).not.to.contain(visitorEmail);
    await stack.notify.queuedEmails.idle();
    const everyMail = await stack.mongo.collection('dev_outbox').find({}).toArray();
    expect(everyMail.length).to.be.greaterThan(0);
    for (const mail of everyMail) expect(JSON.stringify(mail)).not.to.contain(secret);
  });

  it('a link reaches only the ticket it names: another number, another ticket’s key or a changed signature is refused', async () => {
    const a = `a-${randomUUID().slice(0, 8)}@example.com`;
    const b = `b-${randomUUID().slice(0, 8)}@example.com`;
    const ticketA = await contact(a);
    const ticketB = await contact(b);
    const tokenA = await linkOf(a);
    const tokenB = await linkOf(b);
    const ok = await request(stack.app).get(`/api/notify/ticket-links/${tokenA}`).expect(200);
    expect(expectContract(routes.readTicketByLink, ok).number).to.equal(ticketA);
    const [payloadA, signatureA] = tokenA.split('.') as [string, string];
    const claimA = JSON.parse(Buffer.from(payloadA, 'base64url').toString('utf8')) as {
      t: string;
      k: string;
    };
    const swapped = Buffer.from(JSON.stringify({ ...claimA, t: ticketB })).toString('base64url');
    const [, signatureB] = tokenB.split('.') as [string, string];
    // The last character also carries two spare bits: another spelling of the same signature is refused too.
    const respelled = `${signatureA.slice(0, -1)}${signatureA.endsWith('A') ? 'B' : 'A'}`;
    const flipped = `${signatureA.slice(0, 20)}${signatureA[20] === 'x' ? 'y' : 'x'}${signatureA.slice(21)}`;
    for (const forged of [
      `${swapped}.${signatureA}`,
      `${payloadA}.${signatureB}`,
      `${payloadA}.${flipped}`,
      `${payloadA}.${respelled}`
    ]) {
      for (const res of [
        await request(stack.app).get(`/api/notify/ticket-links/${forged}`),
        await request(stack.app).post(`/api/notify/ticket-links/${forged}/messages`).send({ text: 'Hello' })
      ]) {
        expect(res.status).to.equal(404);
        expectProblem(routes.readTicketByLink, res, 'ticket_link_invalid');
      }
    }
    // A real key with B's number signed properly would be the server's own signature: no one outside has it.
    const stored = await stack.notify.http.stores.supportTickets.find(ticketB);
    const wrongKey = stack.notify.http.ticketLinks.sign({ number: ticketB, linkKey: claimA.k });
    expect(stored!.linkKey).not.to.equal(claimA.k);
    await request(stack.app).get(`/api/notify/ticket-links/${wrongKey}`).expect(404);
    const replied = await request(stack.app)
      .post(`/api/notify/ticket-links/${tokenA}/messages`)
      .send({ text: 'Thanks' })
      .expect(200);
    expect(expectContract(routes.replyByLink, replied).status).to.equal('waiting-for-us');
  });

  it('refuses every member route and link route on someone else’s ticket with the same 404 (IDOR matrix)', async () => {
    const owner = await member('Owner Olga');
    const other = await member('Other Omar');
    const ownTicket = await open(owner);
    const visitorEmail = `v-${randomUUID().slice(0, 8)}@example.com`;
    const visitorTicket = await contact(visitorEmail);
    const memberTicketRecord = await stack.notify.http.stores.supportTickets.find(ownTicket);
    const memberTicketLink = stack.notify.http.ticketLinks.sign({
      number: ownTicket,
      linkKey: memberTicketRecord!.linkKey
    });
    for (const number of [ownTicket, visitorTicket, 'T9999999']) {
      const calls = [
        [routes.getMyTicket, request(stack.app).get(`/api/notify/tickets/${number}`)],
        [
          routes.replyToMyTicket,
          request(stack.app).post(`/api/notify/tickets/${number}/messages`).send({ text: 'x' })
        ],
        [routes.closeMyTicket, request(stack.app).post(`/api/notify/tickets/${number}/close`)]
      ] as const;
      for (const [route, call] of calls) {
        const res = await call.set('Authorization', people.bearer(other));
        expect(res.status, `${route.name} ${number}`).to.equal(404);
        expectProblem(route, res, 'ticket_not_found');
      }
    }
    // A member's ticket is never reachable through a link, even one signed with its key.
    await request(stack.app).get(`/api/notify/ticket-links/${memberTicketLink}`).expect(404);
    const list = await request(stack.app)
      .get('/api/notify/tickets')
      .set('Authorization', people.bearer(other))
      .expect(200);
    expect(expectContract(routes.listMyTickets, list).items).to.deep.equal([]);
    const unchanged = await stack.notify.http.stores.supportTickets.find(ownTicket);
    expect(unchanged!.status).to.equal('new');
    expect(unchanged!.messages).to.have.length(1);
    // Staff routes are for administrators only.
    const forbidden = await request(stack.app)
      .get(`/api/notify/admin/tickets/${ownTicket}`)
      .set('Authorization', people.bearer(owner));
    expect(forbidden.status).to.equal(403);
  });

  it('takes a receipt only with a payment ticket and only the member’s own (another’s is receipt_not_yours)', async () => {
    const payer = await member('Paying Pooja', 'premium');
    const other = await member('Curious Kiran');
    await people.event('billing.receipt.issued', {
      userId: payer.userId,
      receiptNumber: 'MAT-2026-000042',
      issuedAt: clock.toISOString()
    });
    const body = {
      category: 'payment',
      receiptNumber: 'MAT-2026-000042',
      subject: 'Charged twice',
      message: 'Twice!'
    };
    for (const [who, payload] of [
      [other, body],
      [payer, { ...body, category: 'account' }],
      [payer, { ...body, receiptNumber: 'MAT-2026-000043' }]
    ] as const) {
      const res = await request(stack.app)
        .post('/api/notify/tickets')
        .set('Authorization', people.bearer(who))
        .send(payload)
        .expect(400);
      expectProblem(routes.openTicket, res, 'receipt_not_yours');
      expect(res.body.title).to.equal('Receipt Not Found');
    }
    const number = await open(payer, body);
    const seen = expectContract(routes.supportTicket, await staff('get', `/${number}`).expect(200));
    expect(seen).to.include({ receiptNumber: 'MAT-2026-000042', category: 'payment' });
    expect(seen.requester).to.deep.include({ plan: 'premium', memberNumber: 'M1234567' });
  });

  it(`opens at most ${TICKETS_PER_DAY} tickets a day per member and per address`, async () => {
    const busy = await member('Busy Bala');
    for (let i = 0; i < TICKETS_PER_DAY; i += 1) await open(busy);
    const refused = await request(stack.app)
      .post('/api/notify/tickets')
      .set('Authorization', people.bearer(busy))
      .send({ category: 'other', subject: 'Again', message: 'Again' })
      .expect(429);
    expectProblem(routes.openTicket, refused, 'tickets_rate_limited');
    expect(refused.body.title).to.equal('Too Many Messages');
    const email = `g-${randomUUID().slice(0, 8)}@example.com`;
    const grievance = { name: 'Ganesh', email, subject: 'Unfair', message: 'My profile was hidden.' };
    for (let i = 0; i < TICKETS_PER_DAY; i += 1)
      expectContract(
        routes.openGrievance,
        await request(stack.app).post('/api/notify/grievances').send(grievance).expect(201)
      );
    const tooMany = await request(stack.app).post('/api/notify/grievances').send(grievance).expect(429);
    expectProblem(routes.openGrievance, tooMany, 'tickets_rate_limited');
    // The contact form counts against the same address, with its own words.
    const contactRefused = await request(stack.app)
      .post('/api/notify/contact-messages')
      .set('X-Forwarded-For', fromNewIp())
      .send({ name: 'Ganesh', email: email.toUpperCase(), subject: 'Again', message: 'Again' })
      .expect(429);
    expectProblem(routes.sendContactMessage, contactRefused, 'contact_rate_limited');
    expect(contactRefused.body.title).to.equal('Too Many Messages');
  });

  it('gives a grievance 15 days to resolve and names the reply time in IST in its acknowledgement', async () => {
    at('2026-12-10T17:00:00.000Z');
    const email = `griever-${randomUUID().slice(0, 8)}@example.com`;
    const res = await request(stack.app)
      .post('/api/notify/grievances')
      .send({ name: 'Gita', email, subject: 'Harassment', message: 'A member keeps writing.' })
      .expect(201);
    const { number } = expectContract(routes.openGrievance, res);
    const seen = expectContract(routes.supportTicket, await staff('get', `/${number}`).expect(200));
    expect(seen).to.include({
      kind: 'grievance',
      dueAt: '2026-12-11T17:00:00.000Z',
      resolveBy: '2026-12-25T17:00:00.000Z'
    });
    expect(seen.requester).to.deep.equal({ type: 'visitor', name: 'Gita' });
    await stack.notify.queuedEmails.idle();
    const [ack] = await stack.notify.http.stores.devOutbox.list({ to: email });
    expect(ack!.text).to.contain(number).and.contain('11 December 2026 at 10:30 pm IST');
    const answered = expectContract(
      routes.replyToTicket,
      await staff('post', `/${number}/replies`).send({ text: 'We are looking into it.' }).expect(200)
    );
    expect(answered).to.include({ status: 'waiting-for-member', dueAt: '2026-12-25T17:00:00.000Z' });
  });

  it('measures first-reply and resolution minutes (p50, p95) and missed due times by plan and category', async () => {
    at('2030-01-01T00:00:00.000Z');
    const premium = await member('Measured Premium', 'premium');
    const free = await member('Measured Free');
    // Premium account: replies after 60 and 300 minutes (the second past its 4 h window), one resolved after 600.
    const p1 = await open(premium);
    const p2 = await open(premium);
    later(1);
    await staff('post', `/${p1}/replies`).send({ text: 'Done.' }).expect(200);
    later(4);
    await staff('post', `/${p2}/replies`).send({ text: 'Done.' }).expect(200);
    later(5);
    await staff('put', `/${p1}/status`).send({ status: 'resolved' }).expect(200);
    // Free technical: never answered, 30 hours old (missed); free account: none.
    at('2030-01-01T00:00:00.000Z');
    const f1 = await open(free, { category: 'technical' });
    at('2030-01-02T06:00:00.000Z');
    const res = await request(stack.app)
      .get('/api/notify/admin/support-measures')
      .query({ days: 7 })
      .set('Authorization', adminBearer())
      .expect(200);
    const { rows } = expectContract(routes.supportMeasures, res);
    expect(rows).to.deep.equal([
      {
        plan: 'free',
        category: 'technical',
        opened: 1,
        firstReplyP50: null,
        firstReplyP95: null,
        resolutionP50: null,
        resolutionP95: null,
        missedDue: 1
      },
      {
        plan: 'premium',
        category: 'account',
        opened: 2,
        firstReplyP50: 60,
        firstReplyP95: 300,
        resolutionP50: 600,
        resolutionP95: 600,
        missedDue: 1
      }
    ]);
    const overdue = await staff('get', '').query({ overdue: 'true', pageSize: '100' }).expect(200);
    const queue = expectContract(routes.supportQueue, overdue);
    expect(queue.items.map((item) => item.number)).to.include(f1);
    expect(queue.items.every((item) => item.overdue)).to.equal(true);
    expect(queue.overdueCount).to.be.at.least(1);
  });
  it('exports a member’s tickets with our replies but no note; erasure blanks their words and keeps the ticket for the measures', async () => {
    at('2026-12-15T06:00:00.000Z');
    const who = await member('Leaving Lata');
    const number = await open(who, { subject: 'Delete my photos', message: 'My words, my photos.' });
    const note = `note-${randomUUID()}`;
    await staff('post', `/${number}/notes`).send({ text: note }).expect(200);
    later(1);
    await staff('post', `/${number}/replies`).send({ text: 'Done for you.' }).expect(200);
    let written: unknown;
    const store = {
      async putJsonOnce(_name: string, value: unknown) {
        written = value;
      }
    } as unknown as ExportStore;
    await writeNotifyPart(
      stack.notify.http.stores,
      () => clock,
      { exportId: randomUUID(), userId: who.userId, requestedAt: clock },
      store
    );
    const part = written as {
      supportTickets: { number: string; messages: { from: string; text: string }[] }[];
    };
    expect(part.supportTickets.map((t) => t.number)).to.deep.equal([number]);
    expect(part.supportTickets[0]!.messages.map((message) => [message.from, message.text])).to.deep.equal([
      ['me', 'My words, my photos.'],
      ['Anita from Support', 'Done for you.']
    ]);
    expect(JSON.stringify(part)).not.to.contain(note);

    const beforeSigningIn = await contact(who.email);
    await people.event('identity.user.deleted', { userId: who.userId });
    const visitorSide = expectContract(
      routes.supportTicket,
      await staff('get', `/${beforeSigningIn}`).expect(200)
    );
    expect(visitorSide.requester).to.deep.equal({ type: 'visitor', name: 'Deleted member' });
    expect(visitorSide.messages.map((message) => message.text)).to.deep.equal(['']);
    expect(
      JSON.stringify(await stack.notify.http.stores.supportTickets.find(beforeSigningIn))
    ).not.to.contain(who.email);
    const erased = expectContract(routes.supportTicket, await staff('get', `/${number}`).expect(200));
    expect(erased).to.include({ number, subject: '', firstRepliedAt: '2026-12-15T07:00:00.000Z' });
    expect(erased.requester).to.deep.include({
      type: 'member',
      displayName: 'Deleted member',
      profileId: null
    });
    expect(
      erased.messages.map((message) => [message.author, message.authorName, message.text])
    ).to.deep.equal([
      ['requester', 'Deleted member', ''],
      ['staff', 'Anita from Support', 'Done for you.']
    ]);
    expect(JSON.stringify(erased)).not.to.contain('My words');
  });
  it('announces opening, reply and resolution as notify.ticket.* events naming the ticket, never who wrote or what', async () => {
    at('2026-12-20T06:00:00.000Z');
    const who = await member('Evented Esha', 'premium');
    const number = await open(who, { category: 'technical', message: 'Secret words in my message.' });
    later(2);
    await staff('post', `/${number}/replies`).send({ text: 'Fixed now.', resolve: true }).expect(200);
    const deadline = Date.now() + 10_000;
    let mine: EventEnvelope[] = [];
    while (mine.length < 3 && Date.now() < deadline) {
      const events = (await streamMessages<EventEnvelope>(stack.nc, 'NOTIFY')).map((m) => m.data);
      mine = events.filter((event) => (event.data as { number?: string }).number === number);
      if (mine.length < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mine.map((event) => event.type)).to.have.members([
      'notify.ticket.opened',
      'notify.ticket.replied',
      'notify.ticket.resolved'
    ]);
    const replied = mine.find((event) => event.type === 'notify.ticket.replied')!;
    expect(replied.data).to.deep.equal({
      number,
      kind: 'member',
      category: 'technical',
      plan: 'premium',
      first: true,
      minutesSinceOpened: 120,
      late: false
    });
    const json = JSON.stringify(mine);
    for (const secret of ['Secret words', 'Fixed now', who.userId, who.email, 'Evented'])
      expect(json).not.to.contain(secret);
  });
});
