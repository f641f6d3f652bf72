// "This profile is for" (docs/product-rules.md#profile-created-by): whom the member registers, asked as the big
// Indian sites ask it. Other members read the answer from the owner's side, as who created the profile.
import { z } from '../zod';
import { type Gender } from './person';

export const PROFILE_FOR = ['myself', 'son', 'daughter', 'brother', 'sister', 'relative', 'friend'] as const;
export type ProfileFor = (typeof PROFILE_FOR)[number];
export const profileForSchema = z.enum(PROFILE_FOR);
export const PROFILE_FOR_LABELS: Readonly<Record<ProfileFor, string>> = {
  myself: 'Myself',
  son: 'My son',
  daughter: 'My daughter',
  brother: 'My brother',
  sister: 'My sister',
  relative: 'A relative',
  friend: 'A friend'
};

/** Who created the profile, seen from its owner: the owner, a parent, a brother or sister, a relative or a friend. */
export const PROFILE_CREATORS = ['self', 'parent', 'sibling', 'relative', 'friend'] as const;
export type ProfileCreator = (typeof PROFILE_CREATORS)[number];

const CREATOR_OF: Readonly<Record<ProfileFor, ProfileCreator>> = {
  myself: 'self',
  son: 'parent',
  daughter: 'parent',
  brother: 'sibling',
  sister: 'sibling',
  relative: 'relative',
  friend: 'friend'
};

/** Who created the profile; null for a profile stored before the question was asked (nothing is shown). */
export function profileCreatorOf(profileFor: ProfileFor | null | undefined): ProfileCreator | null {
  return profileFor ? CREATOR_OF[profileFor] : null;
}

/** The owner's gender a choice settles: a son or a brother is male, a daughter or a sister female. */
export function genderOfProfileFor(profileFor: ProfileFor): Gender | undefined {
  if (profileFor === 'son' || profileFor === 'brother') return 'male';
  if (profileFor === 'daughter' || profileFor === 'sister') return 'female';
  return undefined;
}

const PRONOUNS: Readonly<Record<Gender, { possessive: string; reflexive: string }>> = {
  male: { possessive: 'his', reflexive: 'himself' },
  female: { possessive: 'her', reflexive: 'herself' }
};

/** "Profile created by her parent", as other members read it on the profile of an owner of `gender`. */
export function profileCreatedByPhrase(creator: ProfileCreator, gender: Gender): string {
  const { possessive, reflexive } = PRONOUNS[gender];
  const by: Record<ProfileCreator, string> = {
    self: reflexive,
    parent: `${possessive} parent`,
    sibling: `${possessive} brother or sister`,
    relative: 'a relative',
    friend: 'a friend'
  };
  return `Profile created by ${by[creator]}`;
}
