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
import { photoCheckApi, type SelfieItem } from '../src/api/photo-check-api';
import SelfieReviewPage from '../src/admin/verification/SelfieReviewPage';
import { buttonTag } from './render';

const CHECK_ID = '7b0d7c6e-3f4a-4a57-8d1e-2c9b5e6f1a20';
const controller = { refreshProfile: async () => undefined } as unknown as SessionController;

/** Server-renders the review page for a signed-in administrator with the selfie check cached. */
async function renderReview(check: SelfieItem): Promise<string> {
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
  await dispatch(photoCheckApi.util.upsertQueryData('selfieItem', CHECK_ID, check));
  return renderToStaticMarkup(
    <Provider store={store}>
      <SessionProvider controller={controller}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[`/admin/verification/selfies/${CHECK_ID}`]}>
            <Routes>
              <Route path="/admin/verification/selfies/:checkId" element={<SelfieReviewPage />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

const waiting: SelfieItem = {
  checkId: CHECK_ID,
  profileId: '65f000000000000000000001',
  memberNumber: 'M1000001',
  displayName: 'Meena Raghavan',
  pose: 'touch-left-ear',
  submittedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  overdue: false,
  status: 'pending',
  decidedAt: null,
  reason: null,
  selfieUrl: `/api/profiles/admin/verification/selfies/${CHECK_ID}/image`,
  photos: [
    {
      photoId: 'p1',
      url: '/api/profiles/photos/p1/card',
      faceAid: { similarity: 82, likelySamePerson: true, state: 'scored' }
    },
    {
      photoId: 'p2',
      url: '/api/profiles/photos/p2/card',
      faceAid: { similarity: 31, likelySamePerson: false, state: 'scored' }
    }
  ]
};

describe('console: a live selfie to review', () => {
  it('shows the selfie and the pose asked beside the profile photos, with the decision', async () => {
    const html = await renderReview(waiting);
    expect(html).to.contain('Review a selfie').and.contain('Live selfie');
    expect(html).to.contain('waiting 3 h (24 h target)').and.not.contain('Overdue');
    expect(html).to.contain('aria-label="The member’s live selfie"');
    expect(html).to.contain('Pose asked:').and.contain('Touch your left ear');
    expect(html).to.contain('Meena Raghavan · M1000001');
    expect(html).to.contain('aria-label="Profile photo 1 of 2 (main)"');
    expect(buttonTag(html, 'Approve')).to.be.a('string');
    expect(buttonTag(html, 'Reject')).to.match(/type="submit"/);
    expect(html).to.contain('Face not clearly visible');
    expect(html).to.contain('href="/admin/verification"');
  });

  it('shows the face-similarity aid beside each photo, saying that the moderator decides', async () => {
    const html = await renderReview(waiting);
    expect(html).to.contain('Similarity aid: 82/100 (likely the same person)');
    expect(html).to.contain('Similarity aid: 31/100 (not likely the same person)');
    expect(html).to.contain('only an aid: you decide by comparing the faces');
    const photoWith = (faceAid: SelfieItem['photos'][number]['faceAid']) =>
      renderReview({ ...waiting, photos: [{ ...waiting.photos[0]!, faceAid }] });
    const none = { similarity: null, likelySamePerson: null } as const;
    expect(await photoWith({ ...none, state: 'no_face_in_selfie' })).to.contain(
      'No face found in the selfie'
    );
    expect(await photoWith({ ...none, state: 'no_face_in_photo' })).to.contain('No face found in this photo');
    expect(await photoWith({ ...none, state: 'pending' })).to.contain('Similarity aid: still being computed');
    const unavailable = await photoWith({ ...none, state: 'unavailable' });
    expect(unavailable).to.contain('Similarity aid: not available').and.not.contain('/100');
  });

  it('offers no decision, and no selfie, once the check is decided', async () => {
    const html = await renderReview({
      ...waiting,
      status: 'approved',
      decidedAt: new Date().toISOString(),
      selfieUrl: null
    });
    expect(html).to.contain('The selfie was deleted when the check was approved.');
    expect(html).to.not.contain('aria-label="The member’s live selfie"');
    expect(buttonTag(html, 'Approve')).to.equal(undefined);
  });
});
