// Every public endpoint of every service, as mounted behind the gateway (docs/architecture.md).
// Path parameters are written :name and filled by the fuzzer.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  path: string;
}

const health = (prefix: string): Endpoint[] => [{ method: 'GET', path: `${prefix}/healthz` }];

export const publicEndpoints: Endpoint[] = [
  // svc-identity
  { method: 'GET', path: '/api/identity/otp/challenge' },
  { method: 'POST', path: '/api/identity/otp' },
  { method: 'POST', path: '/api/identity/otp/verify' },
  { method: 'POST', path: '/api/identity/accounts' },
  { method: 'GET', path: '/api/identity/me' },
  { method: 'DELETE', path: '/api/identity/accounts/me' },
  { method: 'POST', path: '/api/identity/sessions' },
  { method: 'DELETE', path: '/api/identity/sessions/current' },
  { method: 'POST', path: '/api/identity/password-resets' },
  { method: 'POST', path: '/api/identity/password-resets/confirm' },
  ...health('/api/identity'),
  // svc-profile
  { method: 'GET', path: '/api/profiles/catalog' },
  { method: 'POST', path: '/api/profiles/' },
  { method: 'GET', path: '/api/profiles/me' },
  { method: 'PATCH', path: '/api/profiles/me' },
  { method: 'PUT', path: '/api/profiles/me/visibility' },
  { method: 'POST', path: '/api/profiles/me/photos' },
  { method: 'DELETE', path: '/api/profiles/me/photos/:id' },
  { method: 'PUT', path: '/api/profiles/me/photos/order' },
  { method: 'PUT', path: '/api/profiles/me/photos/:id/primary' },
  { method: 'GET', path: '/api/profiles/photos/:id/:size' },
  { method: 'POST', path: '/api/profiles/me/horoscope' },
  { method: 'DELETE', path: '/api/profiles/me/horoscope' },
  ...health('/api/profiles'),
  // svc-billing
  { method: 'GET', path: '/api/billing/plans' },
  { method: 'GET', path: '/api/billing/subscriptions/me' },
  ...health('/api/billing'),
  // svc-notify
  { method: 'POST', path: '/api/notify/contact-messages' },
  { method: 'GET', path: '/api/notify/dev/outbox' },
  { method: 'GET', path: '/api/notify/dev/outbox.html' },
  ...health('/api/notify')
];

/** Field names the endpoints read, so generated bodies reach validation and handlers, not only the JSON parser. */
export const knownFields = [
  'mobile', 'code', 'challenge', 'phoneToken', 'email', 'password', 'fullName', 'token', 'refresh_token',
  'name', 'subject', 'message', 'order', 'visible', 'hidden', 'photoIds', 'dateOfBirth', 'gender', 'lookingFor',
  'height', 'religion', 'caste', 'subCaste', 'motherTongue', 'maritalStatus', 'state', 'district', 'education',
  'occupation', 'companyName', 'annualIncome', 'rasi', 'star', 'dosham', 'familyType', 'fatherOccupation',
  'motherOccupation', 'siblings', 'aboutYourself', '__proto__', 'constructor'
];
