import { pairHoroscopes, type Pairing } from '../domain/horoscope/pairing';
import { type ProfileDoc } from '../store/profile-model';
import { type Stores } from '../store';
import { profileNotFound, visibleToFilter, type Member } from './viewer';

const HOROSCOPE_FIELDS = {
  userId: 1,
  gender: 1,
  rasi: 1,
  star: 1,
  starPada: 1,
  dosham: 1,
  horoscope: 1
} as const;

/** Guna Milan of the viewer with another member they may see; profile_not_found as on the profile page. */
export async function matchHoroscopes(
  stores: Stores,
  viewer: Member,
  profileId: string
): Promise<{ pairing: Pairing; other: ProfileDoc }> {
  // Hidden, unapproved, blocked and unknown profiles look the same as on the profile page.
  const other = await stores.profiles.findOneWhere(
    { ...visibleToFilter(viewer), _id: profileId },
    HOROSCOPE_FIELDS
  );
  if (!other) throw profileNotFound();
  return { pairing: pairHoroscopes(viewer.profile, other), other };
}
