import { streamOf, type EventSubject } from './catalogue';
import { objectStorePublishSubjects } from './exports';
import { natsRequests } from './requests';
import { streams, type StreamName } from './streams';

/**
 * Who may do what on NATS: the one table the production NATS accounts are rendered from
 * (deploy/src/nats-authorization.ts) and that service-kit checks consumers against at start-up,
 * so a service cannot consume (or publish) what its NATS user is not allowed to.
 */
export const natsServices = ['svc-identity', 'svc-profile', 'svc-billing', 'svc-notify'] as const;
export type NatsService = (typeof natsServices)[number];

/** Streams each service publishes to, creates and updates. Every stream has exactly one owner. */
export const streamOwners = {
  'svc-identity': ['IDENTITY', 'IDENTITY_SECRETS'],
  'svc-profile': ['PROFILE'],
  'svc-billing': ['BILLING'],
  'svc-notify': ['NOTIFY']
} as const satisfies Record<NatsService, readonly StreamName[]>;

/**
 * Subjects each service consumes (durable consumer per subject). Only svc-notify reads
 * IDENTITY_SECRETS (OTP codes, reset links). Adding a consumer means adding its subject here.
 */
export const eventSubscriptions = {
  'svc-identity': [
    'profile.member.suspended',
    'profile.member.reinstated',
    'profile.member.banned',
    // Its own part of an export, the other parts as they come in, and the export's erasure with the account.
    'identity.export.requested',
    'profile.export.part-ready',
    'billing.export.part-ready',
    'notify.export.part-ready',
    'identity.user.deleted'
  ],
  'svc-profile': [
    'identity.user.registered',
    'identity.user.contact-changed',
    'identity.user.deleted',
    'identity.user.suspended',
    'identity.user.reinstated',
    'billing.subscription.changed',
    'billing.contact.unlocked',
    'billing.contact.withdrawn',
    'identity.export.requested',
    // The badges on cards and profile pages, and moderators' decisions on ID documents for the audit log.
    'identity.verification.changed',
    'identity.verification.reviewed'
  ],
  'svc-billing': [
    'identity.user.registered',
    'identity.user.contact-changed',
    'identity.user.deleted',
    'identity.user.suspended',
    'identity.user.reinstated',
    'identity.export.requested',
    // The buyer's name and state on tax invoices, and an unlocked profile's member number.
    'profile.created',
    'profile.updated'
  ],
  'svc-notify': [
    'identity.otp.requested',
    'identity.otp.withheld',
    'identity.password-reset.requested',
    'identity.email-change.requested',
    'identity.user.registered',
    'identity.user.contact-changed',
    'identity.user.deleted',
    'identity.user.password-changed',
    'identity.user.suspended',
    'identity.user.reinstated',
    'billing.subscription.changed',
    'billing.subscription.expiring',
    'billing.contact.unlocked',
    'billing.receipt.issued',
    'profile.created',
    'profile.updated',
    'profile.match.created',
    'profile.member.blocked',
    'profile.member.unblocked',
    'profile.interest.sent',
    'profile.interest.accepted',
    'profile.interest.declined',
    'profile.viewed',
    'profile.report.filed',
    'profile.moderation.decided',
    'profile.photo-check.decided',
    'profile.report.resolved',
    'profile.member.warned',
    'identity.export.requested'
  ]
} as const satisfies Record<NatsService, readonly EventSubject[]>;

/**
 * Plain NATS subjects (no stream: nothing stored) a service publishes and subscribes to among its own
 * replicas. svc-notify tells every replica that a member's unread count changed, so the replica holding
 * that member's live stream passes it on, or that the member's access was revoked, so it ends their streams.
 */
export const replicaSubjects = {
  'svc-identity': [],
  'svc-profile': [],
  'svc-billing': [],
  'svc-notify': ['notify.live.>']
} as const satisfies Record<NatsService, readonly string[]>;

/** The subject a member's unread-count change goes out on (ids only). */
export const liveNotifySubject = (userId: string) => `notify.live.${userId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

export function isNatsService(name: string): name is NatsService {
  return (natsServices as readonly string[]).includes(name);
}

/** The durable consumer a service uses for one subject (a NATS name: no dots). */
export function durableConsumerName(durable: string, subject: EventSubject): string {
  return `${durable}_${subject.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** Replies (publish acknowledgements, pulled messages) reach a service only under its own inbox prefix. */
export function inboxPrefixOf(service: string): string {
  return `_INBOX_${service.replace(/[^A-Za-z0-9]/g, '_')}`;
}

export interface NatsPermissions {
  publish: string[];
  subscribe: string[];
  /** It answers requests (natsRequests): it may publish to the reply subject of a request it received, nowhere else. */
  allowResponses: boolean;
}

/**
 * The subjects a service's NATS user may publish and subscribe to: its own streams' subjects and their
 * JetStream management, its own durable consumers (create, info, pull, ack), its own inbox, the requests it
 * may ask and answer (natsRequests). Nothing else: no other service's events, no other consumer, no `_INBOX.>`.
 */
export function natsPermissionsOf(service: NatsService): NatsPermissions {
  const owned: readonly StreamName[] = streamOwners[service];
  const publish = new Set<string>(['$JS.API.INFO']);
  for (const stream of owned) {
    for (const subject of streams[stream].subjects) publish.add(subject);
    for (const action of ['INFO', 'CREATE', 'UPDATE']) publish.add(`$JS.API.STREAM.${action}.${stream}`);
  }
  for (const subject of eventSubscriptions[service] as readonly EventSubject[]) {
    const stream = streamOf(subject);
    const durable = durableConsumerName(service, subject);
    publish.add(`$JS.API.STREAM.INFO.${stream}`);
    publish.add(`$JS.API.CONSUMER.CREATE.${stream}.${durable}`);
    publish.add(`$JS.API.CONSUMER.CREATE.${stream}.${durable}.>`);
    publish.add(`$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${durable}`);
    publish.add(`$JS.API.CONSUMER.INFO.${stream}.${durable}`);
    publish.add(`$JS.API.CONSUMER.MSG.NEXT.${stream}.${durable}`);
    publish.add(`$JS.ACK.${stream}.${durable}.>`);
  }
  for (const subject of replicaSubjects[service]) publish.add(subject);
  for (const subject of objectStorePublishSubjects(service)) publish.add(subject);
  const requests = Object.entries(natsRequests);
  for (const [subject, request] of requests)
    if ((request.askedBy as readonly string[]).includes(service)) publish.add(subject);
  const answered = requests
    .filter(([, request]) => request.answeredBy === service)
    .map(([subject]) => subject);
  return {
    publish: [...publish].sort(),
    subscribe: [`${inboxPrefixOf(service)}.>`, ...replicaSubjects[service], ...answered],
    allowResponses: answered.length > 0
  };
}
