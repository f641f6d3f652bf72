import { expect } from 'chai';
import { TICKET_NUMBER_PATTERN } from '@matrimony/catalog/support';
import { DEMO_TICKETS, DEMO_VISITORS, ticketDoc, type DemoRequester } from '../src/ticket-docs';

const HOUR_MS = 60 * 60 * 1000;

describe('the help desk’s seeded tickets', () => {
  const now = new Date('2026-11-25T06:00:00Z');
  const plans = { bride: 'premium', groom: 'premium', suitor: 'premium', free: 'free' } as const;
  const docs = DEMO_TICKETS.map(({ who, script }, index) => {
    const requester: DemoRequester =
      who === 'visitor-grievance' || who === 'visitor-contact'
        ? { visitor: DEMO_VISITORS[who], plan: 'visitor' }
        : { member: { userId: `user-${who}`, profileId: null }, plan: plans[who] };
    return { who, doc: ticketDoc(`T${1_000_001 + index}`, script, requester, 'admin', now) };
  });
  const of = (who: string) => docs.find((entry) => entry.who === who)!.doc;
  const hoursFromNow = (date: Date | null) => (date!.getTime() - now.getTime()) / HOUR_MS;

  it('gives the console a Premium payment ticket due soon, an older free one waiting for us and one overdue', () => {
    expect(of('bride')).to.include({ status: 'new', category: 'payment', plan: 'premium', planRank: 0 });
    expect(hoursFromNow(of('bride').dueAt)).to.equal(3);
    expect(of('free')).to.include({ status: 'waiting-for-us', plan: 'free' });
    expect(hoursFromNow(of('free').dueAt)).to.equal(19);
    expect(of('free').createdAt < of('bride').createdAt).to.equal(true);
    expect(hoursFromNow(of('groom').dueAt)).to.equal(-2);
  });

  it('has a visitor’s grievance with its 15 days, a resolved ticket with our reply, and a contact-form message', () => {
    expect(of('visitor-grievance')).to.include({ kind: 'grievance', status: 'new', plan: 'visitor' });
    expect(hoursFromNow(of('visitor-grievance').resolveBy)).to.equal(15 * 24 - 3);
    expect(hoursFromNow(of('visitor-grievance').dueAt)).to.equal(21);
    const resolved = of('suitor');
    expect(resolved).to.include({ status: 'resolved', dueAt: null, openRank: 1 });
    expect(hoursFromNow(resolved.firstRepliedAt)).to.equal(-70);
    expect(resolved.messages.map((message) => message.author)).to.deep.equal(['requester', 'staff']);
    expect(of('visitor-contact')).to.include({ kind: 'contact', category: null, status: 'new' });
  });

  it('numbers each ticket and keeps the audit in step with the thread', () => {
    for (const { doc } of docs) {
      expect(doc._id).to.match(TICKET_NUMBER_PATTERN);
      expect(doc.audit[0]!.action).to.equal('opened');
      expect(doc.audit.length).to.equal(doc.messages.length + (doc.status === 'resolved' ? 1 : 0));
    }
  });
});
