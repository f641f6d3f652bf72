export { getAccessToken, refreshAccessToken } from './access-token';
export {
  apiClient,
  buildUrl,
  callRoute,
  filenameOf,
  isProblemOf,
  request,
  requestBlob,
  requestFile,
  requestRaw,
  type ApiPath,
  type CallArgs,
  type DownloadedFile,
  type OptionalWhenEmpty,
  type RawRequest,
  type RequestArgs,
  type RouteArgs
} from './api-client';
export { apiRoutes, basePaths, joinPath, type ApiRoute } from './api-routes';
export {
  abortedProblem,
  ApiProblem,
  asProblem,
  networkProblem,
  problemFrom,
  problemMessage,
  sessionEndedProblem,
  type ClientErrorCode,
  type ProblemData
} from './problem';
export { upload, type OnProgress, type UploadArgs } from './upload';
export { DEV_OFFLINE_EKYC_PAGE, devPageAnswers } from './dev-pages';
export { createKeycloak, type KeycloakConfig, type KeycloakLike } from './keycloak-like';
export { createBrowserLeadership, type RefreshLeadership } from './refresh-leadership';
export {
  loadMemberState,
  readWithRetry,
  reloadDelaysFor,
  type OwnProfile,
  type MemberState,
  type SessionEvent,
  type Subscription,
  type MySubscription
} from './member-state';
export { ensurePromiseWithResolvers } from './polyfills';
export { SessionProvider, useSession, useSessionController } from './react';
export { ADMIN_HOME, ADMIN_ROLE, isAdministrator } from './roles';
export {
  afterSignInPath,
  REDIRECT_PARAM,
  safeRedirectTarget,
  SESSION_EXPIRED_PATH,
  SIGNED_IN_HOME,
  signInPathFor
} from './redirect';
export { startRefreshLoop } from './refresh-loop';
export {
  createSessionController,
  type NoticeVariant,
  type SessionController,
  type SessionControllerOptions,
  type SessionEndReason,
  type SignInInput
} from './session-controller';
export {
  memberStateLoaded,
  selectIsPremium,
  selectProfile,
  selectSession,
  selectStatus,
  selectSubscription,
  selectUser,
  sessionEnded,
  sessionReducer,
  sessionStarted,
  type SessionState,
  type SessionStatus
} from './session-slice';
export {
  createAppStore,
  lateMiddleware,
  rootReducer,
  type AppDispatch,
  type AppStore,
  type InjectableSlice,
  type LazyLoadedSlices,
  type RootState
} from './store';
export { createVisitorSessionController } from './visitor-controller';
export {
  createBrowserTokenStore,
  createTokenStore,
  SESSION_CHANNEL,
  TOKEN_STORAGE_KEY,
  type SessionMessage,
  type TokenStore
} from './token-store';
export {
  decodeJwtPayload,
  tokenSetFrom,
  userFromClaims,
  type SessionUser,
  type SessionTokens,
  type TokenSet
} from './tokens';
