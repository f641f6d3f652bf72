import { type RequestHandler } from 'express';
import { requireAuth, requireRole } from '@matrimony/service-kit';
import { type ProjectionType } from 'mongoose';
import { profileNotFound } from '../../discovery/viewer';
import { ADMIN_ROLE } from '../../domain/moderation/statuses';
import { type ProfileDoc } from '../../store/profile-model';
import { type Stores } from '../../store';
import { type ProfileDeps } from '../deps';

/** A signed-in administrator (realm role `admin`): every /admin route. */
export function administratorsOnly(deps: ProfileDeps): RequestHandler[] {
  return [requireAuth(deps.verifier), requireRole(ADMIN_ROLE)];
}

/** The profile an administrator names by id, or 404. */
export async function profileForAdmin(
  stores: Stores,
  profileId: string,
  projection: ProjectionType<ProfileDoc>
): Promise<ProfileDoc> {
  const doc = await stores.profiles.findById(profileId, projection);
  if (!doc) throw profileNotFound();
  return doc;
}
