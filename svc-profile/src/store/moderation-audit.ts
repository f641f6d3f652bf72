// The moderation audit log (docs/product-rules.md#moderation): every decision and action, who, when, what,
// before and after, the reason and note. Append-only: this store can add and read, nothing else, and no
// endpoint changes an entry. An entry's id is derived from what it records, so a retried append adds nothing.
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';
import { pageWithTotal } from './paging';

export type AuditAction =
  | 'profile.approved'
  | 'profile.rejected'
  | 'reports.dismissed'
  | 'member.warned'
  | 'member.suspended'
  | 'member.reinstated'
  | 'member.banned'
  | 'verification.id.approved'
  | 'verification.id.rejected'
  | 'verification.photo.approved'
  | 'verification.photo.rejected';

export interface AuditEntryDoc {
  /** `<profileId>:<revision or action time>:<action>`: one entry per decision. */
  _id: string;
  at: Date;
  actorUserId: string;
  action: AuditAction;
  profileId: string;
  /** The member acted on (kept after a ban: the log outlives the account, and holds no contact details). */
  userId: string;
  memberNumber: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  note: string | null;
}

const auditSchema = new Schema<AuditEntryDoc>(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    actorUserId: { type: String, required: true },
    action: { type: String, required: true },
    profileId: { type: String, required: true },
    userId: { type: String, required: true },
    memberNumber: { type: String, default: null },
    before: { type: String, default: null },
    after: { type: String, default: null },
    reason: { type: String, default: null },
    note: { type: String, default: null }
  },
  { collection: 'moderation_audit', versionKey: false }
);
auditSchema.index({ at: -1, _id: -1 });
auditSchema.index({ profileId: 1, at: -1 });

export function createModerationAudit(conn: Connection) {
  const Audit =
    (conn.models.ModerationAudit as Model<AuditEntryDoc> | undefined) ??
    conn.model<AuditEntryDoc>('ModerationAudit', auditSchema);
  return {
    async append(entry: AuditEntryDoc): Promise<void> {
      try {
        await Audit.create(entry);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    },

    /** Newest first, of one profile or of all. */
    list(profileId: string | undefined, page: { skip: number; limit: number }) {
      const filter = profileId ? { profileId } : {};
      return pageWithTotal(
        page,
        () =>
          Audit.find(filter)
            .sort({ at: -1, _id: -1 })
            .skip(page.skip)
            .limit(page.limit)
            .lean<AuditEntryDoc[]>(),
        () => Audit.countDocuments(filter)
      );
    },

    historyOf(profileId: string, limit = 50) {
      return Audit.find({ profileId }).sort({ at: -1, _id: -1 }).limit(limit).lean<AuditEntryDoc[]>();
    }
  };
}

export type ModerationAudit = ReturnType<typeof createModerationAudit>;
