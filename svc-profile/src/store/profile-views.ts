import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey, outboxEvent, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import { pageWithTotal } from './paging';

interface ProfileViewDoc {
  /** `<viewerId>:<profileOwnerId>:<day>`: one view per viewer, profile and day by the unique _id. */
  _id: string;
  viewerId: string;
  ownerId: string;
  day: string;
  viewedAt: Date;
  pendingEvents: PendingEvent[];
}

export interface ProfileView {
  viewerUserId: string;
  viewerProfileId: string;
  ownerUserId: string;
  ownerProfileId: string;
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
viewSchema.plugin(outboxPlugin);
viewSchema.index({ ownerId: 1, viewedAt: -1 });
viewSchema.index({ viewedAt: 1 }, { expireAfterSeconds: VIEW_RETENTION_SECONDS });

/** The `profile_views` collection: who opened whose profile, once a day per viewer. */
export function createProfileViewsStore(conn: Connection) {
  const Views =
    (conn.models.ProfileView as Model<ProfileViewDoc> | undefined) ??
    conn.model<ProfileViewDoc>('ProfileView', viewSchema);
  return {
    model: Views,

    /** Records the view with its profile.viewed event; false when this viewer already viewed this profile that day. */
    async record(view: ProfileView, day: string, now: Date): Promise<boolean> {
      const { viewerUserId: viewerId, ownerUserId: ownerId } = view;
      try {
        await Views.create({
          _id: `${viewerId}:${ownerId}:${day}`,
          viewerId,
          ownerId,
          day,
          viewedAt: now,
          pendingEvents: [outboxEvent('profile.viewed', { ...view, viewedAt: now.toISOString() })]
        });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    /** Views of the member's profile since then, leaving out viewers in `exclude` (blocked either way). */
    async countFor(ownerId: string, since: Date, exclude: readonly string[] = []): Promise<number> {
      return Views.countDocuments({ ownerId, viewedAt: { $gte: since }, viewerId: { $nin: exclude } });
    },

    /** Who viewed the member's profile since then, newest first. */
    async listFor(
      ownerId: string,
      since: Date,
      exclude: readonly string[],
      page: { skip: number; limit: number }
    ) {
      const filter = { ownerId, viewedAt: { $gte: since }, viewerId: { $nin: exclude } };
      return pageWithTotal(
        page,
        () =>
          Views.find(filter, { viewerId: 1, viewedAt: 1 })
            .sort({ viewedAt: -1, _id: -1 })
            .skip(page.skip)
            .limit(page.limit)
            .lean<{ viewerId: string; viewedAt: Date }[]>(),
        () => Views.countDocuments(filter)
      );
    },

    /** When the viewer opened the owner's profile (once a day at most). */
    async viewTimes(viewerId: string, ownerId: string): Promise<Date[]> {
      const docs = await Views.find({ ownerId, viewerId }, { viewedAt: 1 }).lean<{ viewedAt: Date }[]>();
      return docs.map((doc) => doc.viewedAt);
    },

    async eraseOf(userId: string): Promise<void> {
      await Views.deleteMany({ $or: [{ viewerId: userId }, { ownerId: userId }] });
    }
  };
}

export type ProfileViewsStore = ReturnType<typeof createProfileViewsStore>;
