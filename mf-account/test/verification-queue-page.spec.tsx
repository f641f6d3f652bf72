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
import { idDocumentReviewApi } from '../src/api/id-document-review-api';
import { photoCheckApi } from '../src/api/photo-check-api';
import VerificationQueuePage from '../src/admin/verification/VerificationQueuePage';

const controller = { refreshProfile: async () => undefined } as unknown as SessionController;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function renderQueue(
  documents: Parameters<typeof idDocumentReviewApi.util.upsertQueryData<'idDocumentQueue'>>[2],
  selfies: Parameters<typeof photoCheckApi.util.upsertQueryData<'selfieQueue'>>[2]
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
  await dispatch(idDocumentReviewApi.util.upsertQueryData('idDocumentQueue', 20, documents));
  await dispatch(photoCheckApi.util.upsertQueryData('selfieQueue', 20, selfies));
  return renderToStaticMarkup(
    <Provider store={store}>
      <SessionProvider controller={controller}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={['/admin/verification']}>
            <Routes>
              <Route path="/admin/verification" element={<VerificationQueuePage />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

describe('/admin/verification (rendered)', () => {
  it('lists documents and selfies together oldest first, with the waiting time, overdue and what to check', async () => {
    const html = await renderQueue(
      {
        items: [
          {
            submissionId: '00000000-0000-4000-8000-000000000001',
            profileId: '65f000000000000000000001',
            memberNumber: 'M1000001',
            displayName: 'Divya Krishnan',
            kind: 'passport',
            submittedAt: hoursAgo(30),
            overdue: true
          }
        ],
        page: 1,
        pageSize: 20,
        total: 1
      },
      {
        items: [
          {
            checkId: '00000000-0000-4000-8000-000000000002',
            profileId: '65f000000000000000000002',
            memberNumber: 'M1000002',
            displayName: 'Meena Raghavan',
            pose: 'touch-left-ear',
            submittedAt: hoursAgo(2),
            overdue: false
          }
        ],
        page: 1,
        pageSize: 20,
        total: 1
      }
    );
    expect(html).to.contain('Verification queue');
    expect(html).to.contain('2 checks waiting');
    const passport = html.indexOf('Passport: Divya Krishnan');
    const selfie = html.indexOf('Live selfie: Meena Raghavan');
    expect(passport).to.be.greaterThan(-1);
    expect(selfie).to.be.greaterThan(passport);
    expect(html).to.contain('href="/admin/verification/documents/00000000-0000-4000-8000-000000000001"');
    expect(html).to.contain('href="/admin/verification/selfies/00000000-0000-4000-8000-000000000002"');
    expect(html).to.contain('Overdue: waiting 30 h');
    expect(html).to.contain('aria-current="page"');
  });

  it('says so when nothing waits', async () => {
    const empty = { items: [], page: 1, pageSize: 20, total: 0 };
    const html = await renderQueue(empty, empty);
    expect(html).to.contain('Nothing to check: every document and selfie is decided');
  });
});
