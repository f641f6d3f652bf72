import {
  defaultPreferencesFor,
  hasGuessedPreferences,
  horoscopeTraditionOf,
  type PartnerPreferences
} from '@matrimony/catalog';
import { HttpProblem } from '@matrimony/service-kit';
import { type Tie } from '../connections/ties';
import { type MatchFacts } from '../domain/matching/match-score';
import { revealedScorer, type RevealedScorer } from '../domain/matching/revealed-fit';
import { PROFILE_MESSAGES } from '../domain/messages';
import { isPremium } from '../domain/plans';
import { type ProfileDoc } from '../store/profile-model';
import { type Stores } from '../store';

/** The signed-in member acting on others (interests, blocks): their profile, plan and blocks. */
export interface Member {
  profile: ProfileDoc;
  isPremium: boolean;
  /** userIds blocked either way: never shown. */
  blocked: string[];
}

/** The signed-in member looking at others: a Member with the partner preferences scores are made from. */
export interface Viewer extends Member {
  prefs: PartnerPreferences;
  prefsAreDefaults: boolean;
  /** Whether any item is still guessed (the dashboard asks the member to confirm them). */
  prefsGuessed: boolean;
  prefsUpdatedAt: Date | null;
  /** What the member's actions revealed, ready for scoring (empty until they act). */
  revealed: RevealedScorer;
  /** When the viewer was loaded: other members' revealed preferences are read as of then. */
  loadedAt: Date;
}

export function profileMissing(): HttpProblem {
  return new HttpProblem(404, PROFILE_MESSAGES.profileMissing.description, {
    title: PROFILE_MESSAGES.profileMissing.title,
    code: 'profile_missing'
  });
}

/** Unknown, hidden (to all but mutual matches), unapproved, blocked and deleted profiles answer this alike. */
export function profileNotFound(): HttpProblem {
  return new HttpProblem(404, 'This profile does not exist or is no longer visible.', {
    title: 'Profile Not Found',
    code: 'profile_not_found'
  });
}

export async function loadMember(stores: Stores, userId: string, now: Date): Promise<Member> {
  // One round trip, not two: plan and blocks are keyed by the user, not by the profile.
  const [profile, plan, blocked] = await Promise.all([
    stores.profiles.findByUserId(userId),
    stores.plans.find(userId),
    stores.blocks.eitherWay(userId)
  ]);
  if (!profile) throw profileMissing();
  return { profile, isPremium: isPremium(plan, now), blocked };
}

export async function loadViewer(stores: Stores, userId: string, now: Date): Promise<Viewer> {
  // Read together; only a member with no preferences stored yet needs the profile first (their defaults).
  const [member, stored, revealed] = await Promise.all([
    loadMember(stores, userId, now),
    stores.preferences.findOwn(userId),
    stores.revealedPreferences.findOwn(userId)
  ]);
  const { preferences, updatedAt } =
    stored ?? (await stores.preferences.getOrCreate(userId, () => defaultPreferencesFor(member.profile)));
  return {
    ...member,
    prefs: preferences,
    prefsAreDefaults: updatedAt === null,
    prefsGuessed: hasGuessedPreferences(preferences),
    prefsUpdatedAt: updatedAt,
    revealed: revealedScorer(revealed, preferences, now),
    loadedAt: now
  };
}

/** What scoring reads of a profile (matchFactsOf), as a projection: a window of candidates is scored without loading whole profiles. */
export const MATCH_FACT_PROJECTION = {
  userId: 1,
  gender: 1,
  age: 1,
  height: 1,
  maritalStatus: 1,
  religion: 1,
  caste: 1,
  motherTongue: 1,
  state: 1,
  education: 1,
  occupation: 1,
  annualIncome: 1,
  dosham: 1,
  photoCount: 1,
  // The horoscope preference and the Porutham count in a South viewer's explanation (score-cards.ts).
  rasi: 1,
  star: 1,
  starPada: 1,
  horoscopeTradition: 1,
  // Verified members first among equal scores (score-cards.ts).
  idVerified: 1
} as const;

/**
 * What a profile card reads (cardView and the score): lists and search pages read these, not whole profiles,
 * so the about text, family and horoscope details (and the contact fields) never travel for a card.
 */
export const CARD_PROJECTION = {
  ...MATCH_FACT_PROJECTION,
  // The photo fields a card uses (not the moderation fingerprint).
  'photos.id': 1,
  'photos.orderIndex': 1,
  'photos.isPrimary': 1,
  memberNumber: 1,
  fullName: 1,
  district: 1,
  photoPrivacy: 1,
  lastActiveAt: 1,
  createdAt: 1,
  photoVerified: 1
} as const;

export function matchFactsOf(doc: Pick<ProfileDoc, keyof typeof MATCH_FACT_PROJECTION>): MatchFacts {
  return {
    gender: doc.gender,
    age: doc.age,
    height: doc.height,
    maritalStatus: doc.maritalStatus,
    religion: doc.religion,
    caste: doc.caste,
    motherTongue: doc.motherTongue,
    state: doc.state,
    education: doc.education,
    occupation: doc.occupation,
    annualIncome: doc.annualIncome,
    dosham: doc.dosham,
    hasPhoto: doc.photoCount > 0,
    rasi: doc.rasi,
    star: doc.star,
    starPada: doc.starPada ?? null,
    horoscopeTradition: horoscopeTraditionOf(doc)
  };
}

/**
 * Who a member may discover (docs/product-rules.md#explore-and-search): not themselves; the gender they look for,
 * looking for theirs; approved and not hidden; nobody blocked either way. Suspended and deleted profiles are
 * not approved / not stored.
 */
export function visibleToFilter(viewer: Member): Record<string, unknown> {
  return { ...openToFilter(viewer), hidden: false };
}

/**
 * visibleToFilter without its hidden test: the profile pages (and their images) a member may open, where a hidden
 * profile still shows to its mutual matches, so `hiddenFrom` decides on what this finds.
 */
export function openToFilter(viewer: Member): Record<string, unknown> {
  return {
    _id: { $ne: viewer.profile._id },
    gender: viewer.profile.lookingFor,
    lookingFor: viewer.profile.gender,
    moderationStatus: 'approved',
    ...(viewer.blocked.length > 0 ? { userId: { $nin: viewer.blocked } } : {})
  };
}

/** A hidden profile (docs/product-rules.md#hidden-profile) shows only to the owner's mutual matches. */
export const hiddenFrom = (owner: Pick<ProfileDoc, 'hidden'>, tie: Pick<Tie, 'isMatch'>) =>
  owner.hidden && !tie.isMatch;
