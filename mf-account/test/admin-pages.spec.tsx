import { expect } from 'chai';
import { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@matrimony/ui';
import {
  createAppStore,
  memberStateLoaded,
  problemFrom,
  sessionStarted,
  SessionProvider,
  type SessionController
} from '@matrimony/session';
import {
  moderationApi,
  type AuditEntry,
  type AuditLog,
  type MemberCase,
  type ModerationItem,
  type ModerationQueue,
  type ReportsQueue
} from '../src/api/moderation-api';
import AuditLogPage from '../src/admin/AuditLogPage';
import MemberCasePage from '../src/admin/MemberCasePage';
import ModerationItemPage from '../src/admin/ModerationItemPage';
import ModerationQueuePage from '../src/admin/ModerationQueuePage';
import { ProblemNotice } from '../src/admin/ProblemNotice';
import ReportsPage from '../src/admin/ReportsPage';
import { storedPhoto, storedProfile } from './fixtures';
import { buttonTag } from './render';

const PROFILE_ID = '65f000000000000000000001';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const controller = { refreshProfile: async () => undefined } as unknown as SessionController;

type Prepare = (
  put: typeof moderationApi.util.upsertQueryData
) => ReturnType<typeof moderationApi.util.upsertQueryData>[];

/** Server-renders a console page at `path` for a signed-in administrator with the answers already cached. */
async function renderAdmin(
  path: string,
  pattern: string,
  page: ReactNode,
  prepare: Prepare = () => []
): Promise<string> {
  const store = createAppStore();
  store.dispatch(
    sessionStarted({
      user: {
        id: 'admin-1',
        fullName: 'Meera Admin',
        email: 'admin@example.in',
        phone: '9876500009',
        roles: ['member', 'admin']
      },
      event: 'restore'
    })
  );
  store.dispatch(
    memberStateLoaded({ profile: null, subscription: null, isPremium: false, justExpired: false })
  );
  const dispatch = store.dispatch as (action: unknown) => Promise<unknown>;
  for (const action of prepare(moderationApi.util.upsertQueryData)) await dispatch(action);
  return renderToStaticMarkup(
    <Provider store={store}>
      <SessionProvider controller={controller}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={page} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

const audit = (change: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  at: hoursAgo(50),
  actorUserId: 'admin-1',
  action: 'profile.rejected',
  profileId: PROFILE_ID,
  memberNumber: 'M1000001',
  before: 'pending',
  after: 'rejected',
  reason: 'Your profile text contains contact details.',
  note: 'second time',
  ...change
});

describe('moderation console pages (rendered)', () => {
  it('/admin lists the queue oldest first with waiting time against the target, overdue, new or edit, flags and duplicates', async () => {
    const queue: ModerationQueue = {
      items: [
        {
          profileId: PROFILE_ID,
          memberNumber: 'M1000001',
          displayName: 'Harpreet Singh',
          submittedAt: hoursAgo(26.2),
          overdue: true,
          firstReview: true,
          flagCount: 2,
          photoMatchCount: 1
        },
        {
          profileId: '65f000000000000000000002',
          memberNumber: 'M1000002',
          displayName: 'Lakshmi Iyer',
          submittedAt: hoursAgo(3),
          overdue: false,
          firstReview: false,
          flagCount: 0,
          photoMatchCount: 0
        }
      ],
      page: 1,
      pageSize: 20,
      total: 2
    };
    const html = await renderAdmin('/admin', '/admin', <ModerationQueuePage />, (put) => [
      put('moderationQueue', 1, queue)
    ]);
    expect(html).to.contain('<meta name="robots" content="noindex');
    expect(html).to.match(
      /<a[^>]*href="\/admin\/moderation\/65f000000000000000000001"[^>]*>Harpreet Singh<\/a>/
    );
    expect(html)
      .to.contain('M1000001')
      .and.contain('Overdue: waiting 26 h (24 h target)')
      .and.contain('New member')
      .and.contain('2 flags')
      .and.contain('1 near-duplicate photo');
    expect(html).to.contain('waiting 3 h (24 h target)').and.contain('>Edit<');
    expect(html.indexOf('Harpreet Singh')).to.be.lessThan(html.indexOf('Lakshmi Iyer'));
    expect(html).to.match(/<a[^>]*aria-current="page"[^>]*>Queue<\/a>/);
  });

  it('/admin says the queue is empty in words when every profile is decided', async () => {
    const html = await renderAdmin('/admin', '/admin', <ModerationQueuePage />, (put) => [
      put('moderationQueue', 1, { items: [], page: 1, pageSize: 20, total: 0 })
    ]);
    expect(html).to.contain('The queue is empty: every profile is decided');
  });

  it('/admin shows a skeleton while the queue loads', async () => {
    const html = await renderAdmin('/admin', '/admin', <ModerationQueuePage />);
    expect(html).to.contain('aria-busy="true"').and.contain('Loading the queue...');
  });

  it('the item shows the text with flagged excerpts marked, the flags with their field, photos, history and the decision', async () => {
    const profile = storedProfile({
      id: PROFILE_ID,
      aboutYourself: 'Teacher in Pune. Call me on 98765 43210 after 6.',
      photos: [storedPhoto('a', 1), storedPhoto('b', 2)]
    });
    const { mobile: _mobile, email: _email, ...shown } = profile;
    const item: ModerationItem = {
      profile: shown,
      memberNumber: 'M1000001',
      revision: 3,
      submittedAt: hoursAgo(30),
      flags: [{ kind: 'phone', field: 'aboutYourself', excerpt: '98765 43210' }],
      photoMatches: [
        {
          photo: { photoId: 'a', url: '/api/profiles/photos/a/card' },
          other: {
            photoId: 'z',
            url: '/api/profiles/photos/z/card',
            profileId: '65f000000000000000000009',
            memberNumber: 'M1000009',
            displayName: 'Kavya R'
          },
          distance: 3
        }
      ],
      history: [audit()]
    };
    const html = await renderAdmin(
      `/admin/moderation/${PROFILE_ID}`,
      '/admin/moderation/:profileId',
      <ModerationItemPage />,
      (put) => [put('moderationItem', PROFILE_ID, item)]
    );
    expect(html).to.match(/Call me on <\/span><mark[^>]*>98765 43210<\/mark><span> after 6\./);
    expect(html).to.contain('<strong>Phone number</strong> in About yourself');
    expect(html).to.contain('Overdue: waiting 30 h (24 h target)');
    expect(html).to.contain('Photos (2)').and.contain('aria-label="Photo 1 of 2 (primary)"');
    expect(html)
      .to.contain('Near-duplicate photos (1)')
      .and.contain('href="/admin/members/65f000000000000000000009"')
      .and.contain('Kavya R (M1000009)');
    expect(html).to.contain('Profile rejected').and.contain('by you').and.contain('Note: second time');
    expect(buttonTag(html, 'Approve')).to.be.a('string');
    expect(buttonTag(html, 'Reject')).to.match(/type="submit"/);
    for (const label of [
      'Contact details in the text',
      'Photo not of the member',
      'Other (explain in the note)'
    ])
      expect(html).to.contain(label);
    expect(html).to.not.contain('9876543210').and.not.contain('priya@example.com');
    expect(html.indexOf('Approve')).to.be.lessThan(html.indexOf('Or reject'));
  });

  it('the reports list groups by member with reason counts, reporters, the oldest age and overdue past 15 days', async () => {
    const reports: ReportsQueue = {
      items: [
        {
          profileId: PROFILE_ID,
          memberNumber: 'M1000001',
          displayName: 'Harpreet Singh',
          moderationStatus: 'approved',
          openReports: 3,
          reporterCount: 2,
          reasons: [
            { reason: 'fake-profile', count: 2 },
            { reason: 'asked-for-money', count: 1 }
          ],
          oldestFiledAt: hoursAgo(16 * 24 + 2),
          overdue: true
        }
      ],
      page: 1,
      pageSize: 20,
      total: 1
    };
    const html = await renderAdmin('/admin/reports', '/admin/reports', <ReportsPage />, (put) => [
      put('reportsQueue', 1, reports)
    ]);
    expect(html).to.contain('3 open reports from 2 members; oldest 16 days ago');
    expect(html)
      .to.contain('Fake profile × 2')
      .and.contain('Asked for money × 1')
      .and.contain('Overdue: past 15 days');
    expect(html).to.match(
      /<a[^>]*href="\/admin\/members\/65f000000000000000000001"[^>]*>Harpreet Singh<\/a>/
    );
  });

  it('a member’s case lists the reports and offers only the actions that fit', async () => {
    const memberCase: MemberCase = {
      profileId: PROFILE_ID,
      memberNumber: 'M1000001',
      displayName: 'Harpreet Singh',
      moderationStatus: 'approved',
      reports: [
        {
          ticketNumber: 'R-2026-000123',
          reason: 'other',
          details: 'Asked me to pay for a visa',
          status: 'open',
          outcome: null,
          filedAt: hoursAgo(400),
          resolveBy: hoursAgo(40),
          overdue: true
        },
        {
          ticketNumber: 'R-2026-000100',
          reason: 'fake-profile',
          details: null,
          status: 'resolved',
          outcome: 'dismissed',
          filedAt: hoursAgo(900),
          resolveBy: hoursAgo(540),
          overdue: false
        }
      ],
      history: [
        audit({
          action: 'reports.dismissed',
          before: 'approved',
          after: 'approved',
          reason: '1 report(s) resolved',
          note: null
        })
      ]
    };
    const html = await renderAdmin(
      `/admin/members/${PROFILE_ID}`,
      '/admin/members/:profileId',
      <MemberCasePage />,
      (put) => [put('memberCase', PROFILE_ID, memberCase)]
    );
    expect(html)
      .to.contain('Ticket R-2026-000123')
      .and.contain('Asked me to pay for a visa')
      .and.contain('Overdue')
      .and.contain('Resolved: dismissed');
    expect(html).to.contain('Reports (1 open of 2)');
    for (const label of [
      'Dismiss the reports',
      'Warn the member (e-mail)',
      'Suspend: hidden everywhere, sign-in refused',
      'Ban: delete the account, bar the mobile'
    ])
      expect(buttonTag(html, label), label).to.be.a('string');
    expect(buttonTag(html, 'Lift the suspension')).to.equal(undefined);
    expect(html).to.contain(`href="/admin/audit?profileId=${PROFILE_ID}"`);
  });

  it('the audit log lists entries newest first with links to the member, filtered by profile id', async () => {
    const log: AuditLog = {
      items: [
        audit({
          id: 'a2',
          action: 'profile.approved',
          after: 'approved',
          reason: null,
          note: null,
          actorUserId: 'ffffeeee-1111'
        }),
        audit()
      ],
      page: 1,
      pageSize: 20,
      total: 2
    };
    const html = await renderAdmin(
      `/admin/audit?profileId=${PROFILE_ID}`,
      '/admin/audit',
      <AuditLogPage />,
      (put) => [put('auditLog', { page: 1, profileId: PROFILE_ID }, log)]
    );
    expect(html).to.contain('2 entries for this profile, newest first.');
    expect(html.indexOf('Profile approved')).to.be.lessThan(html.indexOf('Profile rejected'));
    expect(html).to.contain('by administrator ffffeeee').and.contain('Waiting for a decision → Approved');
    expect(html).to.match(new RegExp(`<input[^>]*id="audit-profile-id"[^>]*value="${PROFILE_ID}"`));
    expect(html).to.not.match(/<button[^>]*>(Delete|Edit)/);
  });

  it('shows the service’s title and detail when a call fails', () => {
    const error = {
      status: 409,
      data: problemFrom(
        409,
        '',
        null,
        JSON.stringify({
          code: 'moderation_conflict',
          title: 'Already Decided',
          detail: 'This profile was decided by another administrator.'
        })
      )
    };
    const html = renderToStaticMarkup(
      <ThemeProvider theme={theme}>
        <ProblemNotice error={error} title="Already decided by another administrator" />
      </ThemeProvider>
    );
    expect(html)
      .to.contain('role="alert"')
      .and.contain('Already decided by another administrator')
      .and.contain('This profile was decided by another administrator.');
  });
});
