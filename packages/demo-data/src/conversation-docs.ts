// A seeded exchange as svc-notify stores it (store/messages.ts, conversations.ts, flagged-messages.ts,
// message-reports.ts): what its sends, read marks and report would have written, dated over the last days. Each
// message is numbered in the conversation and carries the flagger's warning as a send gives it; a message is read by
// its recipient just before they answer (so the sender sees the receipt), and the conversation keeps its last
// message, its activity time and each member's unread count.
import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { type MessageReportReasonId, type MessageWarningKind } from '@matrimony/catalog/conversations';
import { messageWarningOf } from '@matrimony/catalog/text-flags';
import { type Exchange } from './conversation-scripts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How long after the last message a member who read everything read it. */
const READ_AFTER_MS = 20 * MINUTE_MS;
/** How long before answering a member read what they answer. */
const READ_BEFORE_ANSWER_MS = 5 * MINUTE_MS;
/** How long after reading it the ready member reported a message. */
const REPORTED_AFTER_MS = 3 * MINUTE_MS;

export interface SeededMessage {
  _id: ObjectId;
  conversationId: ObjectId;
  seq: number;
  senderUserId: string;
  recipientUserId: string;
  clientMessageId: string;
  text: string;
  sentAt: Date;
  readAt: Date | null;
  warning: MessageWarningKind | null;
}

export interface SeededReport {
  _id: ObjectId;
  messageId: ObjectId;
  conversationId: ObjectId;
  reporterUserId: string;
  reportedUserId: string;
  reason: MessageReportReasonId;
  details: string | null;
  reportedAt: Date;
}

/** The conversation as the messages leave it: svc-notify's `nextSeq` and `recordMessage`, then `readSome`. */
export interface ConversationChange {
  seq: number;
  lastMessage: Pick<SeededMessage, 'seq' | 'senderUserId' | 'text' | 'sentAt'> & { id: ObjectId };
  activityAt: Date;
  /** Unread messages per member (user id). */
  unread: Record<string, number>;
}

export interface ExchangeDocs {
  messages: SeededMessage[];
  conversation: ConversationChange;
  /** One per flagged message, as svc-notify counts it: `<day (UTC)>:<kind>`. */
  flaggedCounts: { _id: string; day: string; kind: MessageWarningKind }[];
  report: SeededReport | null;
}

export function exchangeDocs(
  exchange: Exchange,
  conversation: { _id: ObjectId; matchedAt: Date },
  meUserId: string,
  themUserId: string,
  now: Date
): ExchangeDocs {
  const { lines } = exchange;
  if (lines.length === 0) throw new Error('demo-data: an exchange needs at least one message');
  // Each message after the match and after the one before it, whatever the script says.
  const sentAt: Date[] = [];
  let floor = conversation.matchedAt.getTime();
  for (const line of lines) {
    floor = Math.max(now.getTime() - line.hoursAgo * HOUR_MS, floor + MINUTE_MS);
    sentAt.push(new Date(floor));
  }
  const last = sentAt[sentAt.length - 1]!;
  const readAtEnd = new Date(Math.min(last.getTime() + READ_AFTER_MS, now.getTime()));
  const messages = lines.map((line, index): SeededMessage => {
    const [sender, recipient] = line.from === 'me' ? [meUserId, themUserId] : [themUserId, meUserId];
    const answer = lines.findIndex((later, at) => at > index && later.from !== line.from);
    const sent = sentAt[index]!;
    let readAt: Date | null;
    if (answer >= 0) {
      const answeredAt = sentAt[answer]!.getTime();
      readAt = new Date(answeredAt - Math.min(READ_BEFORE_ANSWER_MS, (answeredAt - sent.getTime()) / 2));
    } else readAt = line.from === 'me' || exchange.read ? readAtEnd : null;
    return {
      _id: new ObjectId(),
      conversationId: conversation._id,
      seq: index + 1,
      senderUserId: sender,
      recipientUserId: recipient,
      clientMessageId: randomUUID(),
      text: line.text,
      sentAt: sent,
      readAt,
      warning: messageWarningOf(line.text)
    };
  });

  const lastMessage = messages[messages.length - 1]!;
  const unreadOf = (userId: string) =>
    messages.filter((message) => message.recipientUserId === userId && !message.readAt).length;
  const flaggedCounts = messages.flatMap((message) => {
    if (!message.warning) return [];
    const day = message.sentAt.toISOString().slice(0, 10);
    return [{ _id: `${day}:${message.warning}`, day, kind: message.warning }];
  });

  let report: SeededReport | null = null;
  if (exchange.report) {
    const reported = messages[exchange.report.line];
    if (!reported || reported.senderUserId !== themUserId || !reported.readAt)
      throw new Error('demo-data: a report is of a message the ready member received and read');
    report = {
      _id: new ObjectId(),
      messageId: reported._id,
      conversationId: conversation._id,
      reporterUserId: meUserId,
      reportedUserId: themUserId,
      reason: exchange.report.reason,
      details: exchange.report.details,
      reportedAt: new Date(Math.min(reported.readAt.getTime() + REPORTED_AFTER_MS, now.getTime()))
    };
  }

  return {
    messages,
    conversation: {
      seq: messages.length,
      lastMessage: {
        id: lastMessage._id,
        seq: lastMessage.seq,
        senderUserId: lastMessage.senderUserId,
        text: lastMessage.text,
        sentAt: lastMessage.sentAt
      },
      activityAt: lastMessage.sentAt,
      unread: { [meUserId]: unreadOf(meUserId), [themUserId]: unreadOf(themUserId) }
    },
    flaggedCounts,
    report
  };
}
