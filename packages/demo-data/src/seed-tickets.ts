// Gives the help desk's console a queue at first start (ticket-docs.ts), written straight into svc-notify's
// `support_tickets` with numbers from its counter. Once only: a database that has tickets is left alone.
import { type Db } from 'mongodb';
import { READY_ACCOUNTS, type ReadyMemberKey } from '@matrimony/dev-stack';
import { DEMO_TICKETS, DEMO_VISITORS, ticketDoc, type DemoRequester } from './ticket-docs';

interface ProfileDoc {
  _id: { toHexString(): string };
  userId: string;
}

export async function seedReadyTickets(
  profileDb: Db,
  billingDb: Db,
  notifyDb: Db,
  now: Date,
  log: (line: string) => void
): Promise<void> {
  const tickets = notifyDb.collection('support_tickets');
  if ((await tickets.estimatedDocumentCount()) > 0) return;
  const profiles = profileDb.collection<ProfileDoc & { mobile?: string }>('profiles');
  const admin = await notifyDb
    .collection<{ _id: string }>('recipients')
    .findOne({ mobile: READY_ACCOUNTS.admin.mobile }, { projection: { _id: 1 } });
  const counters = notifyDb.collection<{ _id: string; value: number }>('support_counters');
  let written = 0;
  for (const { who, script } of DEMO_TICKETS) {
    let requester: DemoRequester;
    if (who === 'visitor-grievance' || who === 'visitor-contact')
      requester = { visitor: DEMO_VISITORS[who], plan: 'visitor' };
    else {
      const account = READY_ACCOUNTS[who as ReadyMemberKey];
      const profile = await profiles.findOne({ mobile: account.mobile }, { projection: { userId: 1 } });
      if (!profile) continue;
      requester = {
        member: { userId: profile.userId, profileId: profile._id.toHexString() },
        plan: account.plan === 'premium' ? 'premium' : 'free'
      };
    }
    const counter = await counters.findOneAndUpdate(
      { _id: 'ticket' },
      { $inc: { value: 1 } },
      { upsert: true, returnDocument: 'after' }
    );
    const number = `T${String(1_000_000 + counter!.value).padStart(7, '0')}`;
    const doc = ticketDoc(number, script, requester, admin?._id ?? 'demo-admin', now);
    if (script.category === 'payment' && requester.member) {
      const receipt = await billingDb
        .collection<{ number: string }>('receipts')
        .findOne({ userId: requester.member.userId }, { sort: { issuedAt: -1 }, projection: { number: 1 } });
      doc.receiptNumber = receipt?.number ?? null;
    }
    await tickets.insertOne(doc as never);
    written += 1;
  }
  log(`${written} help-desk tickets for the console`);
}
