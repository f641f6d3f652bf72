// The ready member accounts' profiles (the start banner's bride, groom, suitor and free member): each a look of
// its own from generated members, with the details the demo relies on set. The seed posts these; tests score the
// bride against the demo directory with them.
import { READY_ACCOUNTS, type ReadyMemberKey } from '@matrimony/dev-stack';
import { generateMembers, type DemoMember } from './generate';

const PROFILE_OVERRIDES: Record<ReadyMemberKey, Partial<DemoMember['profile']>> = {
  bride: {
    profileFor: 'daughter',
    state: 'Tamil Nadu',
    district: 'Chennai',
    motherTongue: 'Tamil',
    religion: 'Hindu',
    caste: 'Brahmin - Iyer',
    occupation: 'Software Engineer',
    education: 'B.Tech / B.E',
    annualIncome: '₹10-20 Lakhs',
    rasi: 'Mithuna',
    star: 'Ardra',
    dosham: 'No'
  },
  groom: {
    profileFor: 'myself',
    state: 'Tamil Nadu',
    district: 'Coimbatore',
    motherTongue: 'Tamil',
    religion: 'Hindu',
    caste: 'Brahmin - Iyer',
    occupation: 'Doctor',
    education: 'MBBS',
    annualIncome: '₹20-50 Lakhs',
    rasi: 'Simha',
    star: 'Magha',
    dosham: 'No'
  },
  suitor: {
    state: 'Kerala',
    district: 'Thiruvananthapuram',
    motherTongue: 'Malayalam',
    religion: 'Hindu',
    caste: 'Nair',
    occupation: 'Architect',
    education: 'B.Arch',
    annualIncome: '₹10-20 Lakhs',
    rasi: 'Vrishabha',
    star: 'Rohini',
    dosham: 'No'
  },
  free: {
    state: 'Kerala',
    district: 'Ernakulam',
    motherTongue: 'Malayalam',
    religion: 'Hindu',
    caste: 'Nair',
    occupation: 'Teacher',
    education: 'M.A',
    annualIncome: '₹5-10 Lakhs',
    rasi: 'Karka',
    star: 'Pushya',
    dosham: 'No'
  }
};

/** In the order READY_ACCOUNTS lists them, which fixes each one's look. */
const READY_GENDERS: Record<ReadyMemberKey, 'female' | 'male'> = {
  bride: 'female',
  groom: 'male',
  suitor: 'male',
  free: 'female'
};

export interface ReadyMemberProfile {
  look: DemoMember;
  /** The profile as POST /api/profiles takes it. */
  profile: DemoMember['profile'];
}

/** Each ready member's look and profile; each its own look, as two with the same photo would flag each other as stolen. */
export function readyMemberLooks(): Record<ReadyMemberKey, ReadyMemberProfile> {
  const looks = generateMembers(12, 99);
  const seen = { female: 0, male: 0 };
  const entries = (Object.keys(READY_GENDERS) as ReadyMemberKey[]).map((key) => {
    const gender = READY_GENDERS[key];
    const look = looks.filter((member) => member.profile.gender === gender)[seen[gender]++]!;
    const profile = {
      ...look.profile,
      ...PROFILE_OVERRIDES[key],
      dateOfBirth: READY_ACCOUNTS[key].dateOfBirth,
      gender,
      lookingFor: gender === 'female' ? ('male' as const) : ('female' as const)
    };
    return [key, { look, profile }] as const;
  });
  return Object.fromEntries(entries) as Record<ReadyMemberKey, ReadyMemberProfile>;
}

/** Whole years from a YYYY-MM-DD birth day to `today`. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}
