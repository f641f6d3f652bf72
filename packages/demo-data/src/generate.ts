// Demo members consistent with the catalog: castes of their religion, districts of their state, stars of
// their rasi, ages the law allows for marriage, plausible education, work and income.
import {
  ANNUAL_INCOMES,
  EDUCATION_LEVELS,
  HEIGHTS,
  PARENT_OCCUPATIONS,
  PADAS,
  SIBLINGS,
  STARS,
  castesForReligion,
  districtsForState,
  rasiForStarPada,
  PREFER_NOT_TO_SAY,
  OTHERS_NOT_LISTED,
  type ProfileFor,
  type Religion
} from '@matrimony/catalog';
import { seededRandom, type Random } from './random';
import { REGIONS, RELIGION_NAMES, type Region } from './regions';
import { portraitTraits, type PortraitTraits } from './portrait';

export interface DemoMember {
  index: number;
  userId: string;
  fullName: string;
  mobile: string;
  email: string;
  /** The profile fields, as POST /api/profiles takes them. */
  profile: {
    profileFor: ProfileFor;
    dateOfBirth: string;
    gender: 'male' | 'female';
    lookingFor: 'male' | 'female';
    height: string;
    religion: string;
    caste: string;
    subCaste: string;
    motherTongue: string;
    maritalStatus: string;
    state: string;
    district: string;
    education: string;
    occupation: string;
    companyName: string;
    annualIncome: string;
    rasi: string;
    star: string;
    dosham: string;
    familyType: string;
    fatherOccupation: string;
    motherOccupation: string;
    siblings: string;
    aboutYourself: string;
  };
  age: number;
  plan: 'free' | 'premium';
  /** Days since the member last used the site. */
  lastActiveDaysAgo: number;
  joinedDaysAgo: number;
  portrait: PortraitTraits;
}

const OCCUPATIONS_BY_FIELD = [
  'Software Engineer',
  'Data Scientist / Analyst',
  'Doctor',
  'Teacher',
  'Civil Engineer',
  'Chartered Accountant',
  'Business Analyst',
  'Lawyer / Advocate',
  'Banking Professional',
  'Government Employee',
  'Nurse',
  'Architect',
  'Professor / Lecturer',
  'Pharmacist',
  'Business Owner / Entrepreneur'
];

const ABOUT_OPENINGS = [
  'I grew up in a close-knit family and value honesty and kindness above all.',
  'Simple, cheerful and family-oriented; weekends are for music, cooking and long walks.',
  'I love travelling, reading and trying new food with friends and family.',
  'Calm and grounded, I enjoy classical music, gardening and the occasional trek.',
  'I work hard, laugh easily and believe a good partnership is built on respect.'
];
const ABOUT_WISHES = [
  'Looking for a caring, understanding partner who values family.',
  'Hoping to meet someone kind, ambitious and respectful of both families.',
  'I would like a partner who is honest, supportive and loves a good conversation.',
  'Seeking a life partner who shares my love for simple joys and growth together.'
];

function pick<T>(random: Random, items: readonly T[]): T {
  return random.pick(items);
}

function religionFor(region: Region, random: Random): Religion {
  if (region.state === 'Punjab')
    return random.weighted([
      ['Sikh', 60],
      ['Hindu', 36],
      ['Christian', 4]
    ] as const);
  if (region.state === 'Kerala')
    return random.weighted([
      ['Hindu', 55],
      ['Christian', 25],
      ['Muslim', 20]
    ] as const);
  return random.weighted([
    ['Hindu', 80],
    ['Muslim', 9],
    ['Christian', 5],
    ['Jain', 3],
    ['Buddhist', 1],
    ['Spiritual / Not Religious', 2]
  ] as const);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** About a quarter of profiles are made by family (docs/product-rules.md#profile-created-by), mostly by a parent. */
function profileForOf(random: Random, gender: 'male' | 'female'): ProfileFor {
  return random.weighted([
    ['myself', 74],
    [gender === 'female' ? 'daughter' : 'son', 18],
    [gender === 'female' ? 'sister' : 'brother', 4],
    ['relative', 3],
    ['friend', 1]
  ] as const);
}

/** `n` members from `seed` (the same members every time); brides and grooms alternate. `today` fixes the ages. */
export function generateMembers(n: number, seed = 2026, today = new Date()): DemoMember[] {
  const random = seededRandom(seed);
  // Its own stream, so the answer leaves every other generated detail as it was before it was asked.
  const creators = seededRandom(seed ^ 0x0c4ea7ed);
  const members: DemoMember[] = [];
  for (let index = 0; index < n; index += 1) {
    const gender = index % 2 === 0 ? 'female' : 'male';
    const region = random.weighted(REGIONS.map((r) => [r, r.weight] as const));
    const religion = religionFor(region, random);
    const names = RELIGION_NAMES[religion] ?? region;
    const first = pick(random, gender === 'female' ? names.female : names.male);
    const surname =
      region.state === 'Punjab' && religion === 'Sikh'
        ? gender === 'female'
          ? 'Kaur'
          : 'Singh'
        : pick(random, names.surnames);
    const age = gender === 'female' ? random.int(21, 38) : random.int(23, 42);
    const birth = new Date(Date.UTC(today.getUTCFullYear() - age - 1, random.int(0, 11), random.int(1, 28)));
    const castes = castesForReligion(religion).filter(
      (caste) => caste !== OTHERS_NOT_LISTED && caste !== PREFER_NOT_TO_SAY
    );
    const mayDecline = castesForReligion(religion).includes(PREFER_NOT_TO_SAY);
    const caste = mayDecline && random.chance(0.06) ? PREFER_NOT_TO_SAY : pick(random, castes);
    const star = pick(random, STARS);
    const pada = pick(random, PADAS);
    const heightIndex = gender === 'female' ? random.int(1, 6) : random.int(4, 10);
    const educationIndex = random.int(0, Math.min(EDUCATION_LEVELS.length - 1, 20));
    const incomeIndex = Math.min(
      ANNUAL_INCOMES.length - 1,
      random.weighted([
        [1, 20],
        [2, 35],
        [3, 25],
        [4, 12],
        [5, 5],
        [6, 3]
      ] as const)
    );
    const serial = String(100_000 + index).slice(-6);
    members.push({
      index,
      userId: `demo-${String(index).padStart(5, '0')}`,
      fullName: `${first} ${surname}`,
      mobile: `7${String(seed % 1000).padStart(3, '0')}${serial}`,
      email: `${first}.${surname}.${serial}@demo.example.in`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      age,
      profile: {
        profileFor: profileForOf(creators, gender),
        dateOfBirth: isoDay(birth),
        gender,
        lookingFor: gender === 'female' ? 'male' : 'female',
        height: HEIGHTS[heightIndex]!,
        religion,
        caste,
        subCaste: '',
        motherTongue: region.motherTongue,
        maritalStatus: random.weighted([
          ['never_married', 88],
          ['divorced', 7],
          ['widowed', 3],
          ['separated', 2]
        ] as const),
        state: region.state,
        district: pick(random, districtsForState(region.state)),
        education: EDUCATION_LEVELS[educationIndex]!,
        occupation: pick(random, OCCUPATIONS_BY_FIELD),
        companyName: '',
        annualIncome: ANNUAL_INCOMES[incomeIndex]!,
        rasi: rasiForStarPada(star, pada),
        star,
        dosham: random.weighted([
          ['No', 70],
          ['Yes', 15],
          ['Dont Know', 15]
        ] as const),
        familyType: random.chance(0.7) ? 'nuclear' : 'joint',
        fatherOccupation: pick(random, PARENT_OCCUPATIONS),
        motherOccupation: pick(random, PARENT_OCCUPATIONS),
        siblings: pick(random, SIBLINGS),
        aboutYourself: `${pick(random, ABOUT_OPENINGS)} ${pick(random, ABOUT_WISHES)}`
      },
      plan: random.chance(0.18) ? 'premium' : 'free',
      lastActiveDaysAgo: random.weighted([
        [0, 30],
        [1, 20],
        [3, 20],
        [7, 15],
        [20, 15]
      ] as const),
      joinedDaysAgo: random.int(35, 400),
      portrait: portraitTraits(random, gender, religion, region.state)
    });
  }
  return members;
}
