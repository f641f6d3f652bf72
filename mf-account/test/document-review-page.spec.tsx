import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@matrimony/ui';
import {
  createAppStore,
  memberStateLoaded,
  sessionStarted,
  SessionProvider,
  type SessionController
} from '@matrimony/session';
import { idDocumentReviewApi, type IdDocumentItem } from '../src/api/id-document-review-api';
import { moderationApi, type ModerationItem } from '../src/api/moderation-api';
import DocumentReviewPage from '../src/admin/verification/DocumentReviewPage';
import { storedPhoto, storedProfile } from './fixtures';
import { buttonTag } from './render';

const PROFILE_ID = '65f000000000000000000001';
const SUBMISSION_ID = '2f1c7a52-8c0e-4b53-9d0f-7e3a3b1c9a10';
const controller = { refreshProfile: async () => undefined } as unknown as SessionController;

/** Server-renders the review page for a signed-in administrator with the document and the profile cached. */
async function renderReview(document: IdDocumentItem): Promise<string> {
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
  const {
    mobile: _mobile,
    email: _email,
    ...profile
  } = storedProfile({
    fullName: 'Priya Lakshmi',
    dateOfBirth: '1996-08-14',
    gender: 'female',
    photos: [storedPhoto('a', 1), storedPhoto('b', 2)]
  });
  const item: ModerationItem = {
    profile: { ...profile, moderationStatus: 'approved' },
    memberNumber: 'M1000001',
    revision: 3,
    submittedAt: null,
    flags: [],
    photoMatches: [],
    history: []
  };
  const dispatch = store.dispatch as (action: unknown) => Promise<unknown>;
  await dispatch(idDocumentReviewApi.util.upsertQueryData('idDocumentItem', SUBMISSION_ID, document));
  await dispatch(moderationApi.util.upsertQueryData('moderationItem', PROFILE_ID, item));
  return renderToStaticMarkup(
    <Provider store={store}>
      <SessionProvider controller={controller}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[`/admin/verification/documents/${SUBMISSION_ID}`]}>
            <Routes>
              <Route path="/admin/verification/documents/:submissionId" element={<DocumentReviewPage />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

const waiting: IdDocumentItem = {
  submissionId: SUBMISSION_ID,
  profileId: PROFILE_ID,
  memberNumber: 'M1000001',
  displayName: 'Divya Krishnan',
  kind: 'passport',
  submittedAt: new Date(Date.now() - 30 * 3_600_000).toISOString(),
  overdue: true,
  status: 'pending',
  decidedAt: null,
  reason: null
};

describe('console: an ID document to review', () => {
  it('shows the document beside the profile’s name, date of birth, gender and photos, with the decision', async () => {
    const html = await renderReview(waiting);
    expect(html).to.contain('Review an ID document').and.contain('Passport');
    expect(html).to.contain('Overdue: waiting 30 h (24 h target)');
    expect(html).to.contain('aria-label="The member’s Passport"');
    expect(html).to.contain('Priya Lakshmi').and.contain('14 August 1996').and.contain('Female');
    expect(html).to.contain('aria-label="Profile photo 1 of 2 (primary)"');
    expect(buttonTag(html, 'Approve')).to.be.a('string');
    expect(buttonTag(html, 'Reject')).to.match(/type="submit"/);
    for (const label of ['Image unreadable or cut off', 'Face does not match the profile photos'])
      expect(html).to.contain(label);
    expect(html).to.contain('href="/admin/verification"');
  });

  it('offers no decision, and no image, once the document is decided', async () => {
    const html = await renderReview({
      ...waiting,
      status: 'rejected',
      overdue: false,
      decidedAt: new Date().toISOString(),
      reason: 'unreadable'
    });
    expect(html).to.contain('The image was deleted when the document was rejected.');
    expect(html).to.not.contain('aria-label="The member’s Passport"');
    expect(buttonTag(html, 'Approve')).to.equal(undefined);
  });
});
