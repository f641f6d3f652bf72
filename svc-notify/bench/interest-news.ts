// How fast one svc-notify turns interest events into notices and e-mails (consumers, senders, the development
// SMTP sink and the embedded Mongo in one process, a real nats-server): `node --import tsx bench/interest-news.ts`.
// Publishes 1,000 `profile.interest.sent` at once, then times the notices (all stored) and the e-mails (all sent).
import { publishEvent } from '@matrimony/service-kit';
import { interest, members, type TestMember } from '../test/support/members';
import { startStack } from '../test/support/stack';

const EVENTS = Number(process.env.EVENTS ?? 1000);
const stack = await startStack();
const m = members(stack);
const receivers: TestMember[] = [];
const senders: TestMember[] = [];
for (let i = 0; i < 20; i += 1) {
  receivers.push(await m.register(`Receiver ${i}`));
  senders.push(await m.register(`Sender ${i}`));
}
const { notifications, deliveries } = stack.notify.http.stores;
const stored = () => notifications.model.estimatedDocumentCount();
const sentCount = async () =>
  (await Promise.all(receivers.map((receiver) => deliveries.byRecipient(receiver.email))))
    .flat()
    .filter((delivery) => delivery.status === 'sent').length;
// Cheap polls (counts), a few a second, so the waiting costs little of the CPU measured.
const waitFor = async (done: () => Promise<boolean>) => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 250));
};

const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(
  Array.from({ length: EVENTS }, (_, i) =>
    publishEvent(
      stack.js,
      'profile.interest.sent',
      interest(senders[i % 20]!, receivers[Math.floor(i / 20) % 20]!)
    )
  )
);
await waitFor(async () => (await stored()) >= EVENTS);
const noticesMs = performance.now() - started;
const cpuNotices = process.cpuUsage(cpuBefore);
// The delivery log is counted only once the queue looks empty.
await waitFor(async () => (await deliveries.waitingEmails()) === 0 && (await sentCount()) >= EVENTS);
const mailsMs = performance.now() - started;
const cpuAll = process.cpuUsage(cpuBefore);
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
console.log(
  `${EVENTS} interest events: all notices stored after ${noticesMs.toFixed(0)} ms (${((EVENTS * 1000) / noticesMs).toFixed(0)} events/s), ` +
    `all e-mails sent after ${mailsMs.toFixed(0)} ms (${((EVENTS * 1000) / mailsMs).toFixed(0)} e-mails/s)`
);
console.log(
  `CPU (one process: svc-notify, embedded Mongo, SMTP sink): ${(cpuMs(cpuAll) / EVENTS).toFixed(1)} ms per event and e-mail, ` +
    `${(cpuMs(cpuNotices) / noticesMs).toFixed(2)} cores while storing notices, ${(cpuMs(cpuAll) / mailsMs).toFixed(2)} cores overall`
);
await stack.stop();
