// The member pages' own date helpers write the date in the active language, as the sentence around it.
import { expect } from 'chai';
import { setLocale } from '@matrimony/i18n';
import { listTime, messageClock, daySeparator } from '../src/messages/message-time';
import { formatDateOfBirth } from '../src/shared/profile-facts';
import { relativeDay } from '../src/shared/relative-day';
import { formatIndianDate } from '../src/subscription/subscription-view';
import { formatWhen } from '../src/settings/my-data/data-export';
import { formatDate } from '../src/dashboard/plan-summary';

describe('member pages’ dates in Hindi and Tamil', () => {
  after(() => setLocale('en', { remember: false }));

  it('writes them in Hindi', async () => {
    await setLocale('hi', { remember: false });
    expect(relativeDay('2026-11-18T08:00:00Z', new Date('2026-11-25T05:00:00Z'))).to.equal(
      '18 नवंबर 2026 को'
    );
    expect(formatIndianDate('2026-12-20T19:00:00.000Z')).to.equal('21 दिसंबर 2026');
    expect(formatDateOfBirth('1996-04-12')).to.equal('12 अप्रैल 1996');
    expect(formatWhen('2026-05-21T09:45:00Z')).to.equal('21 मई 2026, दोपहर 3:15');
    expect(formatDate('2026-11-27T03:45:00Z')).to.equal('27 नवंबर 2026');
    expect(messageClock('2025-11-21T10:35:00Z')).to.equal('शाम 4:05');
    expect(daySeparator('2025-11-18T06:30:00Z', new Date('2025-11-21T10:00:00Z'))).to.equal(
      'मंगलवार, 18 नवंबर 2025'
    );
  });

  it('writes them in Tamil', async () => {
    await setLocale('ta', { remember: false });
    expect(formatIndianDate('2026-12-20T19:00:00.000Z')).to.equal('21 டிசம்பர் 2026');
    expect(listTime('2025-11-21T04:00:00Z', new Date('2025-11-21T10:00:00Z'))).to.equal('காலை 9:30');
    expect(listTime('2025-11-17T04:00:00Z', new Date('2025-11-21T10:00:00Z'))).to.equal('திங்கள்');
  });

  it('keeps English as it was', async () => {
    await setLocale('en', { remember: false });
    expect(formatIndianDate('2026-12-20T19:00:00.000Z')).to.equal('21 Dec 2026');
    expect(formatWhen('2026-05-21T09:45:00Z')).to.equal('21 May 2026, 3:15 pm');
  });
});
