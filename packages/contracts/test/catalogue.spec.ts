import { expect } from 'chai';
import {
  eventCatalogue,
  eventEnvelopeSchema,
  isEventSubject,
  streamOf,
  streams,
  problemSchema,
  paginationQuerySchema
} from '../src/index';

function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

describe('event catalogue', () => {
  it('places every subject in exactly the stream whose subjects cover it', () => {
    for (const subject of Object.keys(eventCatalogue)) {
      if (!isEventSubject(subject)) throw new Error(subject);
      const covering = Object.entries(streams).filter(([, def]) =>
        def.subjects.some((p) => subjectMatches(p, subject))
      );
      expect(
        covering.map(([name]) => name),
        subject
      ).to.deep.equal([streamOf(subject)]);
    }
  });

  it('keeps secrets only on the short-lived in-memory work-queue stream', () => {
    expect(streamOf('identity.otp.requested')).to.equal('IDENTITY_SECRETS');
    expect(streamOf('identity.password-reset.requested')).to.equal('IDENTITY_SECRETS');
    expect(streams.IDENTITY_SECRETS).to.include({
      storage: 'memory',
      retention: 'workqueue',
      maxAgeMs: 15 * 60 * 1000
    });
  });

  it('validates event data against the subject schema', () => {
    const schema = eventCatalogue['billing.subscription.changed'].data;
    const good = {
      userId: 'u1',
      subscriptionId: 's1',
      planType: 'premium',
      status: 'active',
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: null,
      amount: 0,
      reason: 'welcome-offer'
    };
    expect(schema.safeParse(good).success).to.equal(true);
    expect(schema.safeParse({ ...good, reason: 'gift' }).success).to.equal(false);
    expect(
      eventCatalogue['identity.otp.requested'].data.safeParse({
        mobile: '98765',
        code: '123456',
        expiresAt: '2026-01-01T00:00:00Z'
      }).success
    ).to.equal(false);
  });

  it('rejects an envelope without a UUID id', () => {
    const env = {
      id: 'x',
      type: 'identity.user.deleted',
      occurredAt: new Date().toISOString(),
      data: { userId: 'u' }
    };
    expect(eventEnvelopeSchema.safeParse(env).success).to.equal(false);
    expect(eventEnvelopeSchema.safeParse({ ...env, id: crypto.randomUUID() }).success).to.equal(true);
  });
});

describe('shared schemas', () => {
  it('problem+json requires a status in the error range and a detail', () => {
    expect(
      problemSchema.safeParse({
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        detail: 'Nothing here.'
      }).success
    ).to.equal(true);
    expect(
      problemSchema.safeParse({ type: 'about:blank', title: 'OK', status: 200, detail: 'x' }).success
    ).to.equal(false);
  });

  it('pagination coerces query text and applies defaults', () => {
    expect(paginationQuerySchema.parse({ page: '3' })).to.deep.equal({ page: 3, pageSize: 20 });
    expect(paginationQuerySchema.safeParse({ pageSize: '500' }).success).to.equal(false);
  });
});
