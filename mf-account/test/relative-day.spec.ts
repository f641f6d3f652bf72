import { expect } from 'chai';
import { relativeDay } from '../src/shared/relative-day';

describe('when something happened', () => {
  // 25 Nov 2026, 10:30 in India.
  const now = new Date('2026-11-25T05:00:00Z');

  it('says today, yesterday or how many days ago, by calendar days in India', () => {
    expect(relativeDay('2026-11-25T00:30:00Z', now)).to.equal('today');
    // 24 Nov, 23:00 in India (17:30 UTC): yesterday, though less than a day ago.
    expect(relativeDay('2026-11-24T17:30:00Z', now)).to.equal('yesterday');
    // 25 Nov, 00:30 in India, though still 24 Nov in UTC.
    expect(relativeDay('2026-11-24T19:00:00Z', now)).to.equal('today');
    expect(relativeDay('2026-11-22T08:00:00Z', now)).to.equal('3 days ago');
  });

  it('gives the date from a week back', () => {
    expect(relativeDay('2026-11-18T08:00:00Z', now)).to.equal('on 18 Nov 2026');
  });
});
