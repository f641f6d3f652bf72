// Revealed preferences learn in this process, right after the action's own write (docs/product-rules.md#match-score):
// opens, shortlists and skips publish no events, and the model needs only the acted-on profile's bands, which this
// service holds. A profile the member blocked or reported never teaches; blocking or reporting afterwards takes
// back what the profile taught (skips excepted: they said "not this one" already).
import { Types } from 'mongoose';
import { type Logger } from '@matrimony/service-kit';
import {
  ACTION_WEIGHTS,
  decayFactor,
  emptyRevealedPreferences,
  learn,
  unlearn,
  type RevealedFacts,
  type RevealingAction
} from '../domain/matching/revealed-preferences';
import { type Stores } from '../store';
import { type Member } from './viewer';

/** What learning reads of the acted-on profile: its bands' sources, nothing that names its owner. */
export const REVEALED_FACT_PROJECTION = {
  userId: 1,
  age: 1,
  height: 1,
  education: 1,
  occupation: 1,
  state: 1,
  motherTongue: 1
} as const;

interface Target {
  userId: string;
  profileId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function factsOf(stores: Stores, profileId: string): Promise<(RevealedFacts & Target) | null> {
  if (!Types.ObjectId.isValid(profileId)) return null;
  const doc = await stores.profiles.findOneWhere(
    { _id: new Types.ObjectId(profileId) },
    REVEALED_FACT_PROJECTION
  );
  return doc ? { ...doc, userId: doc.userId, profileId } : null;
}

/**
 * Teaches the actor's revealed preferences what acting on this profile says (not for a blocked or reported one).
 * `known`: the profile's facts when the caller has read them already. The action is done when this runs, so a
 * failure to learn is logged and swallowed: the member is answered for what they did, and one lost signal among
 * many changes nothing they would notice.
 */
export async function learnFromAction(
  stores: Stores,
  actor: Member,
  profileId: string,
  action: RevealingAction,
  now: Date,
  log: Logger,
  known?: RevealedFacts & { userId: string }
): Promise<void> {
  try {
    await teach(stores, actor, profileId, action, now, known);
  } catch (err) {
    log.warn({ err, action }, 'revealed preferences not updated after an action; the action itself stands');
  }
}

async function teach(
  stores: Stores,
  actor: Member,
  profileId: string,
  action: RevealingAction,
  now: Date,
  known?: RevealedFacts & { userId: string }
): Promise<void> {
  const actorId = actor.profile.userId;
  const [target, reported] = await Promise.all([
    known ?? factsOf(stores, profileId),
    stores.reports.hasFiled(actorId, profileId)
  ]);
  if (!target || reported || target.userId === actorId) return;
  if (actor.blocked.includes(target.userId)) return;
  await stores.revealedPreferences.update(actorId, (model) =>
    learn(model, target, ACTION_WEIGHTS[action], now)
  );
}

/** The actor's actions on this profile, as (action, when): what they taught, to take back. */
async function actionsOn(stores: Stores, actorId: string, target: Target) {
  const [views, shortlistedAt, interests] = await Promise.all([
    stores.profileViews.viewTimes(actorId, target.userId),
    stores.shortlist.addedAt(actorId, target.profileId),
    stores.interests.allBetween(actorId, target.userId)
  ]);
  const actions: { action: RevealingAction; at: Date }[] = views.map((at) => ({ action: 'open', at }));
  if (shortlistedAt) actions.push({ action: 'shortlist', at: shortlistedAt });
  for (const interest of interests) {
    if (interest.fromUserId === actorId) actions.push({ action: 'sendInterest', at: interest.sentAt });
    else if (interest.answeredAt && (interest.status === 'accepted' || interest.status === 'declined'))
      actions.push({
        action: interest.status === 'accepted' ? 'accept' : 'decline',
        at: interest.answeredAt
      });
  }
  return actions;
}

/** Takes back what the actor's actions on this profile taught (called when they block or report it). */
export async function forgetWhatProfileTaught(
  stores: Stores,
  actorId: string,
  profileId: string,
  now: Date
): Promise<void> {
  const target = await factsOf(stores, profileId);
  if (!target) return;
  const actions = await actionsOn(stores, actorId, target);
  if (actions.length === 0) return;
  await stores.revealedPreferences.update(actorId, (model) => {
    let next = model ?? emptyRevealedPreferences(now);
    for (const { action, at } of actions) {
      const left = ACTION_WEIGHTS[action] * decayFactor((now.getTime() - at.getTime()) / DAY_MS);
      next = unlearn(next, target, left, now);
    }
    return next;
  });
}
