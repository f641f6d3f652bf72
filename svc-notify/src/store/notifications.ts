import { Schema, Types, type Connection, type Model } from 'mongoose';
import { type NotificationCategory } from '@matrimony/catalog/notifications';
import { isDuplicateKey } from '@matrimony/service-kit';

/** One thing a member is told in the site. */
export interface NotificationDoc {
  _id: Types.ObjectId;
  userId: string;
  /** What it is about, once per member: `<event id>` (a redelivered event adds nothing). */
  key: string;
  category: NotificationCategory;
  text: string;
  link: string;
  /** The member whose action it reports (erased with them), if any. */
  actorUserId: string | null;
  /** Their profile (the list shows them with it when the reader may see them); absent from older notifications. */
  actorProfileId?: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** Where a page of the list ends: the last notification's time and id. */
export interface NotificationCursor {
  createdAt: Date;
  id: string;
}

/** The cursor as the API carries it: `<ms since epoch>.<id>`. */
export const cursorText = (doc: Pick<NotificationDoc, 'createdAt' | '_id'>) =>
  `${doc.createdAt.getTime()}.${String(doc._id)}`;

export function parseCursor(text: string): NotificationCursor {
  const [ms, id] = text.split('.');
  return { createdAt: new Date(Number(ms)), id: id! };
}

export type NewNotification = Omit<NotificationDoc, '_id' | 'readAt'>;

/** Kept this long, then dropped by a TTL index: the list is news, not an archive. */
export const NOTIFICATION_RETENTION_DAYS = 180;

const notificationSchema = new Schema<NotificationDoc>(
  {
    userId: { type: String, required: true },
    key: { type: String, required: true },
    category: { type: String, required: true },
    text: { type: String, required: true },
    link: { type: String, required: true },
    actorUserId: { type: String, default: null },
    actorProfileId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    readAt: { type: Date, default: null }
  },
  { versionKey: false, collection: 'notifications' }
);
notificationSchema.index({ userId: 1, key: 1 }, { unique: true, name: 'once_per_member_and_event' });
notificationSchema.index({ userId: 1, createdAt: -1, _id: -1 });
notificationSchema.index({ userId: 1, readAt: 1 });
notificationSchema.index(
  { actorUserId: 1 },
  { partialFilterExpression: { actorUserId: { $type: 'string' } } }
);
notificationSchema.index(
  { createdAt: 1 },
  { expireAfterSeconds: NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 }
);

export function createNotifications(connection: Connection) {
  const Notifications =
    (connection.models.Notification as Model<NotificationDoc> | undefined) ??
    connection.model<NotificationDoc>('Notification', notificationSchema);
  return {
    model: Notifications,

    /**
     * Stores it; false when this member already has the notification of this key (a redelivery). Through the
     * driver: every event that tells a member something writes one, and mongoose's `create` cost more than the write.
     */
    async add(notification: NewNotification): Promise<boolean> {
      try {
        await Notifications.collection.insertOne({
          _id: new Types.ObjectId(),
          ...notification,
          readAt: null
        });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    /** Newest first (by when it happened; events can be handled out of order), after the `before` cursor. */
    list(userId: string, before: NotificationCursor | undefined, limit: number) {
      const after = before
        ? {
            $or: [
              { createdAt: { $lt: before.createdAt } },
              { createdAt: before.createdAt, _id: { $lt: new Types.ObjectId(before.id) } }
            ]
          }
        : {};
      return Notifications.find({ userId, ...after })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<NotificationDoc[]>();
    },

    unreadCount(userId: string) {
      return Notifications.countDocuments({ userId, readAt: null });
    },

    /** Marks the member's own notifications read (others' ids match nothing); resolves how many changed. */
    async markRead(userId: string, ids: readonly string[] | 'all', at: Date): Promise<number> {
      const which = ids === 'all' ? {} : { _id: { $in: ids.map((id) => new Types.ObjectId(id)) } };
      const result = await Notifications.updateMany(
        { userId, readAt: null, ...which },
        { $set: { readAt: at } }
      );
      return result.modifiedCount;
    },

    /** Everything a member was told and everything that tells of them (the erasure of their account). */
    async eraseMember(userId: string): Promise<void> {
      await Notifications.deleteMany({ $or: [{ userId }, { actorUserId: userId }] });
    }
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
