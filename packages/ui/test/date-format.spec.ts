import { expect } from 'chai';
import { dateFormatters } from '../src/date-format';

describe('@matrimony/ui/date-format', () => {
  const IST = { timeZone: 'Asia/Kolkata' };
  it('binds the formatters to a language, English as it was', () => {
    expect(dateFormatters('hi').formatDateTime('2026-11-27T03:45:00Z', IST)).to.equal(
      '27 नवंबर 2026, सुबह 9:15'
    );
    expect(dateFormatters('ta').formatDate('2026-11-27T03:45:00Z', IST)).to.equal('27 நவம்பர் 2026');
    expect(dateFormatters('en').formatDateTime('2026-11-27T03:45:00Z', IST)).to.equal('27 Nov 2026, 9:15 am');
    expect(dateFormatters('hi').formatCalendarDay('1996-08-14')).to.equal('14 अगस्त 1996');
    expect(dateFormatters('hi')).to.equal(dateFormatters('hi'));
  });
});
