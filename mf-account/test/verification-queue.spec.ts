import { expect } from 'chai';
import { mergeVerificationQueues, oldestNeededFor } from '../src/admin/verification/verification-queue';

const document = (submissionId: string, submittedAt: string, overdue = false) => ({
  submissionId,
  profileId: '6650f0c2a1b2c3d4e5f60718',
  memberNumber: 'M1000007',
  displayName: 'Divya Krishnan',
  kind: 'pan-card' as const,
  submittedAt,
  overdue
});
const selfie = (checkId: string, submittedAt: string, overdue = false) => ({
  checkId,
  profileId: '6650f0c2a1b2c3d4e5f60719',
  memberNumber: 'M1000042',
  displayName: 'Meena Raghavan',
  pose: 'touch-left-ear' as const,
  submittedAt,
  overdue
});

describe('the verification queue (documents and selfies as one list)', () => {
  it('lists both kinds together, oldest first, each linking to its review page', () => {
    const rows = mergeVerificationQueues(
      [
        document('00000000-0000-4000-8000-000000000001', '2026-11-27T09:00:00.000Z'),
        document('00000000-0000-4000-8000-000000000002', '2026-11-26T08:00:00.000Z', true)
      ],
      [selfie('00000000-0000-4000-8000-000000000003', '2026-11-27T06:30:00.000Z')]
    );
    expect(rows.map((row) => [row.check, row.submittedAt])).to.deep.equal([
      ['id-document', '2026-11-26T08:00:00.000Z'],
      ['selfie', '2026-11-27T06:30:00.000Z'],
      ['id-document', '2026-11-27T09:00:00.000Z']
    ]);
    expect(rows[0]).to.include({
      what: 'PAN card',
      who: 'Divya Krishnan',
      memberNumber: 'M1000007',
      overdue: true,
      href: '/admin/verification/documents/00000000-0000-4000-8000-000000000002'
    });
    expect(rows[1]).to.include({
      what: 'Live selfie',
      who: 'Meena Raghavan',
      memberNumber: 'M1000042',
      href: '/admin/verification/selfies/00000000-0000-4000-8000-000000000003'
    });
  });

  it('keeps a stable order for checks sent at the same moment', () => {
    const at = '2026-11-27T06:30:00.000Z';
    const rows = mergeVerificationQueues(
      [
        document('00000000-0000-4000-8000-00000000000b', at),
        document('00000000-0000-4000-8000-00000000000a', at)
      ],
      [selfie('00000000-0000-4000-8000-000000000009', at)]
    );
    expect(rows.map((row) => row.key)).to.deep.equal([
      'document:00000000-0000-4000-8000-00000000000a',
      'document:00000000-0000-4000-8000-00000000000b',
      'selfie:00000000-0000-4000-8000-000000000009'
    ]);
  });
});

describe('how much of each queue a page of the merged one reads', () => {
  it('reads as many of each kind as the pages so far hold, at most a hundred', () => {
    expect(oldestNeededFor(1, 20)).to.equal(20);
    expect(oldestNeededFor(3, 20)).to.equal(60);
    expect(oldestNeededFor(9, 20)).to.equal(100);
  });
});
