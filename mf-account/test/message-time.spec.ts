import { expect } from 'chai';
import { byDay, daySeparator, listTime, messageClock } from '../src/messages/message-time';

// 21 Nov 2025, 12:00 in India.
const NOW = new Date('2025-11-21T06:30:00Z');

describe('conversation times (India)', () => {
  it('names a thread’s days by the calendar day in India, not in UTC', () => {
    expect(daySeparator('2025-11-21T00:30:00Z', NOW), '06:00 IST today').to.equal('Today');
    expect(daySeparator('2025-11-20T18:29:00Z', NOW), '23:59 IST yesterday').to.equal('Yesterday');
    expect(daySeparator('2025-11-20T18:31:00Z', NOW), '00:01 IST today').to.equal('Today');
    expect(daySeparator('2025-11-18T06:30:00Z', NOW)).to.equal('Tuesday, 18 November 2025');
  });

  it('writes a message’s time on the twelve-hour clock, as en-IN does', () => {
    expect(messageClock('2025-11-21T10:35:00Z')).to.match(/^4:05\s?pm$/i);
  });

  it('gives the list the time today, then Yesterday, the weekday within a week, else the date', () => {
    expect(listTime('2025-11-21T04:00:00Z', NOW)).to.match(/^9:30\s?am$/i);
    expect(listTime('2025-11-20T04:00:00Z', NOW)).to.equal('Yesterday');
    expect(listTime('2025-11-17T04:00:00Z', NOW)).to.equal('Monday');
    expect(listTime('2025-11-01T04:00:00Z', NOW)).to.equal('1 Nov 2025');
  });

  it('groups consecutive messages of one India day', () => {
    const at = [
      '2025-11-20T10:00:00Z',
      '2025-11-20T18:29:00Z',
      '2025-11-20T18:31:00Z',
      '2025-11-21T01:00:00Z'
    ];
    expect(byDay(at, (item) => item).map((group) => [group.day, group.items.length])).to.deep.equal([
      ['2025-11-20', 2],
      ['2025-11-21', 2]
    ]);
  });
});
