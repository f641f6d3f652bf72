import { expect } from 'chai';
import type { QueueItem } from '../src/api/moderation-api';
import { applicableActions, consequencesOf } from '../src/admin/MemberActions';
import {
  actorLabel,
  ageLabel,
  highlightSegments,
  nextInQueue,
  waitingLabel
} from '../src/admin/moderation-view';

const now = new Date('2026-03-10T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const queued = (profileId: string, submittedAt: string): QueueItem => ({
  profileId,
  memberNumber: null,
  displayName: profileId,
  submittedAt,
  overdue: false,
  firstReview: true,
  flagCount: 0,
  photoMatchCount: 0
});

describe('moderation console wording and rules', () => {
  it('says how long a profile has waited, in minutes under an hour and in whole hours after', () => {
    expect(waitingLabel(hoursAgo(26.7), now)).to.equal('waiting 26 h');
    expect(waitingLabel(hoursAgo(0.5), now)).to.equal('waiting 30 min');
    expect(waitingLabel(hoursAgo(-1), now)).to.equal('waiting 0 min');
  });

  it('says how old a report is in hours, then days', () => {
    expect(ageLabel(hoursAgo(5), now)).to.equal('5 h');
    expect(ageLabel(hoursAgo(30), now)).to.equal('1 day');
    expect(ageLabel(hoursAgo(16 * 24 + 3), now)).to.equal('16 days');
  });

  it('marks every place a flagged excerpt occurs, case-insensitively, merging overlaps', () => {
    const marked = (text: string, excerpts: string[]) =>
      highlightSegments(text, excerpts)
        .map((s) => (s.marked ? `[${s.text}]` : s.text))
        .join('');
    expect(marked('Call 98765 43210 or mail me@x.in', ['98765 43210', 'me@x.in'])).to.equal(
      'Call [98765 43210] or mail [me@x.in]'
    );
    expect(marked('Insta @Priya_K and @priya_k', ['@priya_k'])).to.equal('Insta [@Priya_K] and [@priya_k]');
    expect(marked('see www.example.com/a-very-long-path', ['www.example.com/a-very…'])).to.equal(
      'see [www.example.com/a-very]-long-path'
    );
    expect(marked('abcdef', ['abcd', 'cdef'])).to.equal('[abcdef]');
    expect(marked('nothing here', ['9876'])).to.equal('nothing here');
    expect(highlightSegments('', [])).to.deep.equal([{ text: '', marked: false }]);
  });

  it('opens the next item after the decided one in queue order, else the oldest left, else nothing', () => {
    const items = [queued('a', hoursAgo(30)), queued('b', hoursAgo(20)), queued('c', hoursAgo(10))];
    expect(nextInQueue(items, { profileId: 'b', submittedAt: hoursAgo(20) })?.profileId).to.equal('c');
    expect(nextInQueue(items.slice(0, 2), { profileId: 'x', submittedAt: hoursAgo(5) })?.profileId).to.equal(
      'a'
    );
    expect(nextInQueue([items[0]!], { profileId: 'a', submittedAt: hoursAgo(30) })).to.equal(undefined);
    // The decided one already left the queue: the one after it in time comes next.
    expect(nextInQueue(items.slice(1), { profileId: 'a', submittedAt: hoursAgo(30) })?.profileId).to.equal(
      'b'
    );
  });

  it('names the signed-in administrator "you" and shortens other administrators’ ids', () => {
    expect(actorLabel('u-1', 'u-1')).to.equal('you');
    expect(actorLabel('0123456789abcdef', 'u-1')).to.equal('administrator 01234567');
  });

  it('offers only the actions that fit the member’s standing', () => {
    const open = [{ status: 'open' as const }] as never;
    expect(applicableActions({ moderationStatus: 'approved', reports: open })).to.deep.equal([
      'dismiss',
      'warn',
      'suspend',
      'ban'
    ]);
    expect(applicableActions({ moderationStatus: 'suspended', reports: [] })).to.deep.equal([
      'warn',
      'reinstate',
      'ban'
    ]);
  });

  it('says what suspend and ban do before they are confirmed', () => {
    expect(consequencesOf('suspend', 'Ravi K').join(' '))
      .to.contain('hidden from everyone')
      .and.contain('Sign-in is refused')
      .and.contain('lift the suspension');
    expect(consequencesOf('ban', 'Ravi K').join(' '))
      .to.contain('account is deleted')
      .and.contain('mobile number can never register again')
      .and.contain('cannot be undone');
  });
});
