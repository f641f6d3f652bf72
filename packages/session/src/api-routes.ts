// Method and path of every contract route the browser calls, for `callRoute`, `upload` and RTK Query's
// `routeEndpoints`. The contracts define their routes beside zod schemas, so a bundle cannot import the route
// objects without zod; this table holds their method and path as plain strings, and the compiler accepts an
// entry only when it is exactly the contract's `'<method> <path>'` (types imported with `import type`).
import type { RouteContract, ServiceApi } from '@matrimony/contracts/http/route';
import type { billingApi } from '@matrimony/contracts/http/billing';
import type { identityApi } from '@matrimony/contracts/http/identity';
import type { notifyApi } from '@matrimony/contracts/http/notify';
import type { profileApi } from '@matrimony/contracts/http/profile';

/** A contract route R as the browser calls it: its method and its full path (`:name` segments unfilled). */
export type ApiRoute<R extends RouteContract> = {
  readonly method: R['method'];
  /** The service's base path and the route's path, e.g. `/api/profiles/me/photos/:id`. */
  readonly path: string;
  /** Never set at run time: carries the contract route's type to `callRoute`, `routeCall` and `upload`. */
  readonly contract?: R;
};

/** The one way to write a route here: `'<method> <path>'`, exactly as its contract says. */
type RouteLine<R extends RouteContract> = `${R['method']} ${R['path']}`;
type RouteLines<A extends ServiceApi> = { readonly [K in keyof A['routes']]?: RouteLine<A['routes'][K]> };
type ServiceRoutes<A extends ServiceApi, T> = {
  readonly [K in keyof T]: ApiRoute<A['routes'][K & keyof A['routes']]>;
};

export const basePaths = {
  identity: '/api/identity',
  profiles: '/api/profiles',
  billing: '/api/billing',
  notify: '/api/notify'
} as const satisfies {
  identity: (typeof identityApi)['basePath'];
  profiles: (typeof profileApi)['basePath'];
  billing: (typeof billingApi)['basePath'];
  notify: (typeof notifyApi)['basePath'];
};

/** A route path joined to its base path as the services mount it (`/` is the base path itself). */
export function joinPath(basePath: string, path: string): string {
  return path === '/' ? basePath : `${basePath}${path}`;
}

/** The named routes of service A under its base path; an unknown name, method or path does not compile. */
export function serviceRoutes<A extends ServiceApi>(basePath: A['basePath']) {
  return <const T extends RouteLines<A>>(
    lines: T & { readonly [K in Exclude<keyof T, keyof A['routes']>]: never }
  ): ServiceRoutes<A, T> => {
    const routes: Record<string, { method: string; path: string }> = {};
    for (const [name, line] of Object.entries(lines as Record<string, string>)) {
      const [method, path] = line.split(' ') as [string, string];
      routes[name] = { method, path: joinPath(basePath, path) };
    }
    return routes as ServiceRoutes<A, T>;
  };
}

export const apiRoutes = {
  identity: serviceRoutes<typeof identityApi>(basePaths.identity)({
    getCaptchaChallenge: 'GET /otp/challenge',
    sendOtp: 'POST /otp',
    verifyOtp: 'POST /otp/verify',
    register: 'POST /accounts',
    checkRegistration: 'POST /accounts/checks',
    getAccount: 'GET /me',
    deleteAccount: 'DELETE /accounts/me',
    signIn: 'POST /sessions',
    getSignInChallenge: 'POST /sessions/challenge',
    refreshSession: 'POST /sessions/tokens',
    signOut: 'DELETE /sessions/current',
    changePassword: 'POST /password',
    requestPasswordReset: 'POST /password-resets',
    confirmPasswordReset: 'POST /password-resets/confirm',
    requestEmailChange: 'POST /email-changes',
    previewEmailChange: 'POST /email-changes/preview',
    confirmEmailChange: 'POST /email-changes/confirm',
    requestMobileChange: 'POST /mobile-changes',
    confirmMobileChange: 'POST /mobile-changes/confirm',
    requestExport: 'POST /exports',
    listExports: 'GET /exports',
    getExport: 'GET /exports/:id',
    getVerification: 'GET /verification',
    verifyAadhaarOffline: 'POST /verification/aadhaar',
    submitIdDocument: 'POST /verification/documents',
    idDocumentQueue: 'GET /admin/verification/documents',
    idDocumentItem: 'GET /admin/verification/documents/:submissionId',
    idDocumentImage: 'GET /admin/verification/documents/:submissionId/image',
    decideIdDocument: 'POST /admin/verification/documents/:submissionId/decision'
  }),
  profiles: serviceRoutes<typeof profileApi>(basePaths.profiles)({
    createProfile: 'POST /',
    getOwnProfile: 'GET /me',
    getMemberStats: 'GET /stats/members',
    updateOwnProfile: 'PATCH /me',
    setVisibility: 'PUT /me/visibility',
    uploadPhotos: 'POST /me/photos',
    deletePhoto: 'DELETE /me/photos/:id',
    reorderPhotos: 'PUT /me/photos/order',
    setPrimaryPhoto: 'PUT /me/photos/:id/primary',
    uploadHoroscope: 'POST /me/horoscope',
    deleteHoroscope: 'DELETE /me/horoscope',
    setPhotoPrivacy: 'PUT /me/photo-privacy',
    setHoroscopeTradition: 'PUT /me/horoscope-tradition',
    getPreferences: 'GET /me/preferences',
    putPreferences: 'PUT /me/preferences',
    confirmPreferences: 'POST /me/preferences/confirm',
    search: 'GET /search',
    getRecommendations: 'GET /recommendations',
    skipRecommendation: 'POST /recommendations/:id/skip',
    getProfile: 'GET /:profileId',
    getHoroscopeMatch: 'GET /:profileId/horoscope-match',
    computeBirthHoroscope: 'POST /birth-horoscope',
    getContact: 'GET /:profileId/contact',
    listContactViewers: 'GET /me/contact-viewers',
    sendInterest: 'POST /interests',
    listInterests: 'GET /interests',
    acceptInterest: 'POST /interests/:id/accept',
    declineInterest: 'POST /interests/:id/decline',
    withdrawInterest: 'POST /interests/:id/withdraw',
    listMatches: 'GET /matches',
    listViews: 'GET /views',
    getConnectionsSummary: 'GET /me/connections',
    listShortlist: 'GET /shortlist',
    addToShortlist: 'PUT /shortlist/:profileId',
    removeFromShortlist: 'DELETE /shortlist/:profileId',
    listBlocks: 'GET /blocks',
    block: 'PUT /blocks/:profileId',
    unblock: 'DELETE /blocks/:profileId',
    report: 'POST /reports',
    moderationQueue: 'GET /admin/moderation',
    moderationItem: 'GET /admin/moderation/:profileId',
    decideModeration: 'POST /admin/moderation/:profileId/decision',
    reportsQueue: 'GET /admin/reports',
    memberCase: 'GET /admin/members/:profileId',
    actOnMember: 'POST /admin/members/:profileId/actions',
    auditLog: 'GET /admin/audit',
    createPhotoCheckChallenge: 'POST /me/photo-check/challenge',
    submitSelfie: 'POST /me/photo-check',
    getPhotoCheck: 'GET /me/photo-check',
    selfieQueue: 'GET /admin/verification/selfies',
    selfieItem: 'GET /admin/verification/selfies/:checkId',
    selfieImage: 'GET /admin/verification/selfies/:checkId/selfie',
    decideSelfie: 'POST /admin/verification/selfies/:checkId/decision'
  }),
  billing: serviceRoutes<typeof billingApi>(basePaths.billing)({
    listPlans: 'GET /plans',
    getMySubscription: 'GET /subscriptions/me',
    createOrder: 'POST /orders',
    verifyPayment: 'POST /payments/verify',
    listReceipts: 'GET /receipts',
    getReceipt: 'GET /receipts/:number',
    downloadInvoice: 'GET /receipts/:number/invoice',
    adminReceipt: 'GET /admin/receipts/:number',
    issueRefund: 'POST /admin/receipts/:number/refund'
  }),
  notify: serviceRoutes<typeof notifyApi>(basePaths.notify)({
    listNotifications: 'GET /notifications',
    getUnreadCount: 'GET /notifications/unread-count',
    markNotificationsRead: 'POST /notifications/read',
    streamNotifications: 'GET /notifications/stream',
    getNotificationSettings: 'GET /settings',
    updateNotificationSettings: 'PUT /settings',
    getMemberLanguage: 'GET /settings/language',
    updateMemberLanguage: 'PUT /settings/language',
    listConversations: 'GET /conversations',
    getConversationUnreadCount: 'GET /conversations/unread-count',
    findConversationWith: 'GET /conversations/with/:profileId',
    listMessages: 'GET /conversations/:id/messages',
    sendMessage: 'POST /conversations/:id/messages',
    markConversationRead: 'POST /conversations/:id/read',
    reportMessage: 'POST /conversations/:id/messages/:messageId/reports',
    messageReportQueue: 'GET /admin/message-reports',
    reportedThread: 'GET /admin/message-reports/:reportId',
    resolveMessageReport: 'POST /admin/message-reports/:reportId/resolution',
    supportQueue: 'GET /admin/tickets',
    supportTicket: 'GET /admin/tickets/:number',
    replyToTicket: 'POST /admin/tickets/:number/replies',
    addTicketNote: 'POST /admin/tickets/:number/notes',
    assignTicket: 'PUT /admin/tickets/:number/assignee',
    setTicketStatus: 'PUT /admin/tickets/:number/status',
    supportMeasures: 'GET /admin/support-measures',
    openTicket: 'POST /tickets',
    listMyTickets: 'GET /tickets',
    getMyTicket: 'GET /tickets/:number',
    replyToMyTicket: 'POST /tickets/:number/messages',
    closeMyTicket: 'POST /tickets/:number/close',
    openGrievance: 'POST /grievances',
    readTicketByLink: 'GET /ticket-links/:token',
    replyByLink: 'POST /ticket-links/:token/messages',
    sendContactMessage: 'POST /contact-messages'
  })
};
