import { type Request } from 'express';
import { problem } from '@matrimony/service-kit';
import { PROFILE_MESSAGES } from '../domain/messages';
import { type ProfileDeps } from './deps';

/** The signed-in member's profile, or 404 "No Profile Yet". */
export async function requireOwnProfile(deps: ProfileDeps, req: Request) {
  const profile = await deps.stores.profiles.findByUserId(req.auth!.userId);
  if (!profile) throw problem(404, PROFILE_MESSAGES.profileMissing, 'profile_missing');
  return profile;
}
