import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';

interface ProfileViewDoc {
  /** `<viewerId>:<profileOwnerId>:<day>`: one view per viewer, profile and day by the unique _id. */
  _id: string;
  viewerId: string;
  ownerId: string;
  day: string;
  viewedAt: Date;
}

const VIEW_RETENTION_SECONDS = 400 * 24 * 60 * 60;

const viewSchema = new Schema<ProfileViewDoc>(
  {
    _id: { type: String, required: true },
    viewerId: { type: String, required: true },
    ownerId: { type: String, required: true },
    day: { type: String, required: true },
    viewedAt: { type: Date, required: true }
  },
  { collection: 'profile_views', versionKey: false }
);
viewSchema.index({ ownerId: 1, viewedAt: -1 });
viewSchema.index({ viewedAt: 1 }, { expireAfterSeconds: VIEW_RETENTION_SECONDS });

/** The `profile_views` collection: who opened whose profile, once a day per viewer. */
export function createProfileViewsStore(conn: Connection) {
  const Views = (conn.models.ProfileView as Model<ProfileViewDoc> | undefined) ?? conn.model<ProfileViewDoc>('ProfileView', viewSchema);
  return {
    /** Records the view; false when this viewer already viewed this profile that day. */
    async record(viewerId: string, ownerId: string, day: string, now: Date): Promise<boolean> {
      try {
        await Views.create({ _id: `${viewerId}:${ownerId}:${day}`, viewerId, ownerId, day, viewedAt: now });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    async countFor(ownerId: string, since: Date): Promise<number> {
      return Views.countDocuments({ ownerId, viewedAt: { $gte: since } });
    },

    async eraseOf(userId: string): Promise<void> {
      await Views.deleteMany({ $or: [{ viewerId: userId }, { ownerId: userId }] });
    }
  };
}

export type ProfileViewsStore = ReturnType<typeof createProfileViewsStore>;
