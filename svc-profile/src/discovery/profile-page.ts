// Another member's profile page: found as explore finds it, or hidden but the viewer's mutual match (else
// profile_not_found), scored, the view recorded, and how the two stand (interest, match, shortlist).
import { type Logger } from '@matrimony/service-kit';
import { defaultPreferencesFor, type PartnerPreferences } from '@matrimony/catalog';
import { remainingToday } from '../connections/send-interest';
import { NO_TIE, tiesWith, type Tie } from '../connections/ties';
import { dayInIndia } from '../domain/india-day';
import { type ExplainedMatch } from './score-cards';
import { isPremium } from '../domain/plans';
import { type ProfileDoc } from '../store/profile-model';
import { type Stores } from '../store';
import { learnFromAction } from './revealed-learning';
import { scoreProfiles } from './score-cards';
import { hiddenFrom, openToFilter, profileNotFound, type Viewer } from './viewer';

export interface ProfilePage {
  doc: ProfileDoc;
  isOwn: boolean;
  match: ExplainedMatch;
  ownerPrefs: PartnerPreferences;
  ownerIsPremium: boolean;
  /** null on the member's own page. */
  tie: Tie | null;
  interestsRemainingToday: number | null;
}

export async function profilePage(
  stores: Stores,
  viewer: Viewer,
  profileId: string,
  now: Date,
  log: Logger
): Promise<ProfilePage> {
  const isOwn = String(viewer.profile._id) === profileId;
  // Hidden (to all but mutual matches), unapproved, blocked, another gender's, deleted and unknown profiles look alike.
  const doc = isOwn
    ? viewer.profile
    : await stores.profiles.findOneWhere({ ...openToFilter(viewer), _id: profileId }, { pendingEvents: 0 });
  if (!doc) throw profileNotFound();
  const owner = { userId: doc.userId, profileId: String(doc._id) };
  const tie = isOwn
    ? null
    : ((await tiesWith(stores, viewer.profile.userId, [owner])).get(owner.userId) ?? NO_TIE);
  if (tie && hiddenFrom(doc, tie)) throw profileNotFound();
  const [scored] = await scoreProfiles(stores, viewer, [doc]);
  const ownerPrefs =
    (await stores.preferences.ofMany([doc.userId])).get(doc.userId) ?? defaultPreferencesFor(doc);
  if (!isOwn) {
    const firstToday = await stores.profileViews.record(
      {
        viewerUserId: viewer.profile.userId,
        viewerProfileId: String(viewer.profile._id),
        ownerUserId: owner.userId,
        ownerProfileId: owner.profileId
      },
      dayInIndia(now),
      now
    );
    // One open a day teaches, as one a day is recorded.
    if (firstToday) await learnFromAction(stores, viewer, owner.profileId, 'open', now, log, doc);
  }
  const ownerIsPremium = isPremium(await stores.plans.find(doc.userId), now);
  return {
    doc,
    isOwn,
    match: scored!.match,
    ownerPrefs,
    ownerIsPremium,
    tie,
    interestsRemainingToday: await remainingToday(stores, viewer, now)
  };
}
