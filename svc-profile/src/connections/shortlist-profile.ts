import { Types } from 'mongoose';
import { type Logger } from '@matrimony/service-kit';
import { learnFromAction } from '../discovery/revealed-learning';
import { profileNotFound, visibleToFilter, type Member } from '../discovery/viewer';
import { type Stores } from '../store';

/** Adds a profile the member may see to their shortlist (again: no change). */
export async function shortlistProfile(
  stores: Stores,
  viewer: Member,
  profileId: string,
  now: Date,
  log: Logger
): Promise<void> {
  const owner = await stores.profiles.findOneWhere(
    { ...visibleToFilter(viewer), _id: new Types.ObjectId(profileId) },
    { userId: 1 }
  );
  if (!owner) throw profileNotFound();
  await stores.shortlist.add(viewer.profile.userId, { profileId, ownerUserId: owner.userId }, now);
  await learnFromAction(stores, viewer, profileId, 'shortlist', now, log);
}
