import { lazy } from 'react';
import { type RemoteRoute } from '@matrimony/federation';
import { preloadCatalogText } from '@matrimony/ui/catalog-text';
import { page } from './route-page';

// The member pages list the catalog's core options (marital status, heights, incomes, rasis...): in Hindi or
// Tamil their texts load now, beside the page's chunk, not at the first render that shows them (the landing page
// loads only the religions and mother tongues its quick search lists).
preloadCatalogText('core');

// No styled-components namespace: see mf-signup/src/routes.tsx.
const routes: RemoteRoute[] = [
  {
    path: '/dashboard',
    access: 'member',
    ...page(() => import('./dashboard/DashboardPage'), {
      load: () => import('./dashboard/prefetch'),
      run: ({ prefetchDashboard }, context) => prefetchDashboard(context)
    })
  },
  { path: '/my-profile', access: 'member', Component: lazy(() => import('./my-profile/MyProfilePage')) },
  {
    path: '/edit-profile',
    access: 'member',
    Component: lazy(() => import('./edit-profile/EditProfilePage'))
  },
  {
    path: '/subscription',
    access: 'member',
    Component: lazy(() => import('./subscription/SubscriptionPage'))
  },
  {
    path: '/explore',
    access: 'member',
    ...page(() => import('./explore/ExplorePage'), {
      load: () => import('./explore/prefetch'),
      run: ({ prefetchExplore }, context) => prefetchExplore(context)
    })
  },
  { path: '/profile/:id', access: 'member', ...page(() => import('./profile-page/ProfilePage')) },
  {
    path: '/receipts/:number',
    access: 'member',
    Component: lazy(() => import('./subscription/ReceiptPage'))
  },
  {
    path: '/partner-preferences',
    access: 'member',
    Component: lazy(() => import('./partner-preferences/PreferencesPage'))
  },
  {
    path: '/interest-received',
    access: 'member',
    Component: lazy(() =>
      import('./connections/InterestsPage').then((module) => ({ default: module.InterestsReceivedPage }))
    )
  },
  {
    path: '/interest-sent',
    access: 'member',
    Component: lazy(() =>
      import('./connections/InterestsPage').then((module) => ({ default: module.InterestsSentPage }))
    )
  },
  { path: '/mutual-matches', access: 'member', Component: lazy(() => import('./connections/MatchesPage')) },
  { path: '/profile-views', access: 'member', Component: lazy(() => import('./connections/ViewsPage')) },
  { path: '/shortlist', access: 'member', Component: lazy(() => import('./connections/ShortlistPage')) },
  {
    path: '/notifications',
    access: 'member',
    Component: lazy(() => import('./notifications/NotificationsPage'))
  },
  { path: '/messages', access: 'member', Component: lazy(() => import('./messages/MessagesPage')) },
  {
    path: '/messages/:conversationId',
    access: 'member',
    Component: lazy(() => import('./messages/ThreadPage'))
  },
  {
    path: '/messages/with/:profileId',
    access: 'member',
    Component: lazy(() => import('./messages/OpenConversationPage'))
  },
  { path: '/settings', access: 'member', Component: lazy(() => import('./settings/SettingsPage')) },
  {
    path: '/settings/verification',
    access: 'member',
    Component: lazy(() => import('./settings/VerificationRedirect'))
  },
  {
    path: '/settings/verification/selfie',
    access: 'member',
    Component: lazy(() => import('./settings/verification/SelfieCheckPage'))
  },
  { path: '/help/tickets', access: 'member', Component: lazy(() => import('./help/TicketsPage')) },
  { path: '/help/tickets/new', access: 'member', Component: lazy(() => import('./help/NewTicketPage')) },
  { path: '/help/tickets/:number', access: 'member', Component: lazy(() => import('./help/TicketPage')) },
  // The moderation console: administrators only; anyone else gets the 404 page (shell guard, access 'admin').
  { path: '/admin', access: 'admin', Component: lazy(() => import('./admin/ModerationQueuePage')) },
  {
    path: '/admin/moderation/:profileId',
    access: 'admin',
    Component: lazy(() => import('./admin/ModerationItemPage'))
  },
  {
    path: '/admin/verification',
    access: 'admin',
    Component: lazy(() => import('./admin/verification/VerificationQueuePage'))
  },
  {
    path: '/admin/verification/documents/:submissionId',
    access: 'admin',
    Component: lazy(() => import('./admin/verification/DocumentReviewPage'))
  },
  {
    path: '/admin/verification/selfies/:checkId',
    access: 'admin',
    Component: lazy(() => import('./admin/verification/SelfieReviewPage'))
  },
  { path: '/admin/reports', access: 'admin', Component: lazy(() => import('./admin/ReportsPage')) },
  {
    path: '/admin/members/:profileId',
    access: 'admin',
    Component: lazy(() => import('./admin/MemberCasePage'))
  },
  {
    path: '/admin/message-reports',
    access: 'admin',
    Component: lazy(() => import('./admin/MessageReportsPage'))
  },
  {
    path: '/admin/message-reports/:reportId',
    access: 'admin',
    Component: lazy(() => import('./admin/ReportedThreadPage'))
  },
  { path: '/admin/audit', access: 'admin', Component: lazy(() => import('./admin/AuditLogPage')) },
  {
    path: '/admin/support',
    access: 'admin',
    Component: lazy(() => import('./admin/support/SupportQueuePage'))
  },
  {
    path: '/admin/support/measures',
    access: 'admin',
    Component: lazy(() => import('./admin/support/SupportMeasuresPage'))
  },
  {
    path: '/admin/support/:number',
    access: 'admin',
    Component: lazy(() => import('./admin/support/SupportTicketPage'))
  }
];

export default routes;
