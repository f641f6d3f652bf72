// The ready accounts `npm start` creates (packages/demo-data seeds them), so a newcomer can sign in at once
// (printed in the start banner): four members and an administrator. The bride and the groom are a mutual match;
// the second groom has no tie with either, so a newcomer can try an interest from its first send.
// Development only: these numbers and passwords are public.
export interface ReadyAccount {
  role: string;
  fullName: string;
  mobile: string;
  email: string;
  password: string;
  gender: 'male' | 'female';
  /** YYYY-MM-DD, the profile's (packages/demo-data), and what the stand-in Aadhaar page fills in for this member. */
  dateOfBirth: string;
  /** premium: inside the welcome month; free: the welcome month has lapsed. */
  plan: 'premium' | 'free';
}

/** An account with the Keycloak realm role `admin` and no member profile: the moderation console at /admin. */
export interface ReadyAdministrator {
  role: string;
  fullName: string;
  mobile: string;
  email: string;
  password: string;
  realmRole: 'admin';
}

export const READY_ACCOUNTS = {
  bride: {
    role: 'premium bride',
    fullName: 'Ananya Iyer',
    mobile: '9876500001',
    email: 'ananya.demo@example.in',
    password: 'Kalyanam@2026',
    gender: 'female',
    dateOfBirth: '1998-03-14',
    plan: 'premium'
  },
  groom: {
    role: 'premium groom',
    fullName: 'Karthik Raman',
    mobile: '9876500002',
    email: 'karthik.demo@example.in',
    password: 'Kalyanam@2026',
    gender: 'male',
    dateOfBirth: '1995-08-02',
    plan: 'premium'
  },
  suitor: {
    role: 'second groom',
    fullName: 'Arjun Nair',
    mobile: '9876500004',
    email: 'arjun.demo@example.in',
    password: 'Kalyanam@2026',
    gender: 'male',
    dateOfBirth: '1994-05-21',
    plan: 'premium'
  },
  free: {
    role: 'free member',
    fullName: 'Divya Menon',
    mobile: '9876500003',
    email: 'divya.demo@example.in',
    password: 'Kalyanam@2026',
    gender: 'female',
    dateOfBirth: '1997-11-20',
    plan: 'free'
  },
  admin: {
    role: 'administrator',
    fullName: 'Meera Admin',
    mobile: '9876500009',
    email: 'admin.demo@example.in',
    password: 'Kalyanam@2026',
    realmRole: 'admin'
  }
} as const satisfies Record<string, ReadyAccount | ReadyAdministrator>;

/** The ready accounts that are members (with a profile), by key. */
export type ReadyMemberKey = {
  [K in keyof typeof READY_ACCOUNTS]: (typeof READY_ACCOUNTS)[K] extends ReadyAccount ? K : never;
}[keyof typeof READY_ACCOUNTS];

export function isReadyMember(account: ReadyAccount | ReadyAdministrator): account is ReadyAccount {
  return !('realmRole' in account);
}
