import { expect } from 'chai';
import { notificationTime } from '../src/notifications';

describe('notificationTime', () => {
  const ist = { timeZone: 'Asia/Kolkata' };
  // 27 Nov 2026, 3:00 pm in India.
  const now = new Date('2026-11-27T09:30:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says minutes, then hours the same day, then yesterday, then the date', () => {
    expect(notificationTime(ago(20_000), now, ist)).to.equal('just now');
    expect(notificationTime(ago(5 * 60_000), now, ist)).to.equal('5 min ago');
    expect(notificationTime(ago(59 * 60_000), now, ist)).to.equal('59 min ago');
    expect(notificationTime(ago(2 * 3_600_000 + 60_000), now, ist)).to.equal('2 h ago');
    // 12:05 am today in India.
    expect(notificationTime('2026-11-26T18:35:00Z', now, ist)).to.equal('14 h ago');
    // 11:55 pm yesterday in India: fewer than 24 hours, but yesterday.
    expect(notificationTime('2026-11-26T18:25:00Z', now, ist)).to.equal('yesterday');
    expect(notificationTime('2026-11-25T18:35:00Z', now, ist)).to.equal('yesterday');
    expect(notificationTime('2026-11-25T18:25:00Z', now, ist)).to.equal('25 Nov 2026');
  });
});
