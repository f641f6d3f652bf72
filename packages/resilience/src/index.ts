export { Child, type ChildSpec, type ChildExit } from './child';
export { startPlatform, type Platform, type PlatformOptions } from './platform';
export { ServiceProcess, prefixOf, type ServiceWiring } from './service-process';
export { startMongo, startKeycloak, startNats, IDENTITY_CLIENT_SECRET } from './infrastructure';
export { hasNotifyOutbox, notifyOutbox, tapOtpCodes, type OtpInbox } from './otp-inbox';
export * from './members';
export * from './effects';
export { waitFor, freePort, httpOk } from './wait';
export { repoRoot } from './repo';
