// Who sees a member's photos (docs/product-rules.md#photo-privacy): every signed-in member, or only connections.
import { z } from 'zod';
import { defineRoute } from '../route';

export const PHOTO_PRIVACY = ['all-members', 'connections'] as const;
export const photoPrivacySchema = z.object({ photoPrivacy: z.enum(PHOTO_PRIVACY) });

export const photoPrivacyRoutes = {
  setPhotoPrivacy: defineRoute({
    name: 'profiles.setPhotoPrivacy',
    method: 'PUT',
    path: '/me/photo-privacy',
    auth: 'member',
    summary:
      'Shows my photos to every signed-in member, or only to members I accepted or sent an interest to',
    request: { body: photoPrivacySchema },
    response: { status: 200, body: photoPrivacySchema },
    errors: ['profile_missing']
  })
};
