// Reports of profiles (docs/product-rules.md#report): acknowledged at once with a ticket number, one OPEN report
// per reporter and profile (a unique index among open ones), each carrying profile.report.filed for
// the moderation queue in the same write.
import { Schema, Types, type Connection, type Model } from 'mongoose';
import { type ReportReasonId } from '@matrimony/catalog';
import { outboxPlugin, type PendingEvent } from '@matrimony/service-kit';

export interface ReportDoc {
  _id: Types.ObjectId;
  ticketNumber: string;
  reporterUserId: string;
  reportedUserId: string;
  reportedProfileId: string;
  reason: ReportReasonId;
  details: string | null;
  /** Open until moderation resolves it. */
  open: boolean;
  status: 'open' | 'resolved';
  /** How moderation resolved it (null while open). */
  outcome: 'dismissed' | 'actioned' | null;
  resolvedAt: Date | null;
  filedAt: Date;
  resolveBy: Date;
  pendingEvents: PendingEvent[];
}

/** What replaces an erased reporter's id: one per report (the open-report index stays unique), never a Keycloak id. */
const erasedReporter = (reportId: Types.ObjectId) => `erased:${String(reportId)}`;
export const isErasedReporter = (reporterUserId: string) => reporterUserId.startsWith('erased:');

export type NewReport = Pick<
  ReportDoc,
  | 'ticketNumber'
  | 'reporterUserId'
  | 'reportedUserId'
  | 'reportedProfileId'
  | 'reason'
  | 'details'
  | 'filedAt'
  | 'resolveBy'
>;

const reportSchema = new Schema<ReportDoc>(
  {
    ticketNumber: { type: String, required: true },
    reporterUserId: { type: String, required: true },
    reportedUserId: { type: String, required: true },
    reportedProfileId: { type: String, required: true },
    reason: { type: String, required: true },
    details: { type: String, default: null },
    open: { type: Boolean, required: true },
    status: { type: String, required: true },
    outcome: { type: String, default: null },
    resolvedAt: { type: Date, default: null },
    filedAt: { type: Date, required: true },
    resolveBy: { type: Date, required: true }
  },
  { collection: 'reports', versionKey: false }
);
reportSchema.plugin(outboxPlugin);
reportSchema.index(
  { reporterUserId: 1, reportedProfileId: 1 },
  { unique: true, partialFilterExpression: { open: true }, name: 'one_open_report_per_reporter_and_profile' }
);
reportSchema.index({ ticketNumber: 1 }, { unique: true });
reportSchema.index({ status: 1, filedAt: 1 });
reportSchema.index({ reportedProfileId: 1, filedAt: -1 });

export function createReportStore(conn: Connection) {
  const Reports =
    (conn.models.Report as Model<ReportDoc> | undefined) ?? conn.model<ReportDoc>('Report', reportSchema);
  return {
    model: Reports,

    /** Files the report with its event; throws a duplicate-key error when this reporter has one open on the profile. */
    async file(report: NewReport, event: (id: Types.ObjectId) => PendingEvent): Promise<ReportDoc> {
      const _id = new Types.ObjectId();
      const doc = await Reports.create({
        ...report,
        _id,
        open: true,
        status: 'open',
        pendingEvents: [event(_id)]
      });
      return doc.toObject();
    },

    /** Open reports grouped by reported profile, the longest-waiting member first. */
    async openByMember(page: { skip: number; limit: number }) {
      const grouped = await Reports.aggregate<{
        _id: string;
        reasons: ReportReasonId[];
        reporters: string[];
        oldestFiledAt: Date;
        count: number;
      }>([
        { $match: { open: true } },
        {
          $group: {
            _id: '$reportedProfileId',
            reasons: { $push: '$reason' },
            reporters: { $addToSet: '$reporterUserId' },
            oldestFiledAt: { $min: '$filedAt' },
            count: { $sum: 1 }
          }
        },
        { $sort: { oldestFiledAt: 1, _id: 1 } }
      ]);
      return { items: grouped.slice(page.skip, page.skip + page.limit), total: grouped.length };
    },

    async hasOpenAbout(reportedProfileId: string): Promise<boolean> {
      return (await Reports.exists({ reportedProfileId, open: true })) !== null;
    },

    aboutProfile(reportedProfileId: string) {
      return Reports.find({ reportedProfileId }, { pendingEvents: 0 })
        .sort({ filedAt: -1 })
        .limit(200)
        .lean<ReportDoc[]>();
    },

    /** Resolves every open report about the profile, each with its profile.report.resolved event; returns how many. */
    async resolveAbout(
      reportedProfileId: string,
      outcome: 'dismissed' | 'actioned',
      at: Date,
      event: (report: ReportDoc) => PendingEvent
    ): Promise<number> {
      const open = await Reports.find({ reportedProfileId, open: true }, { pendingEvents: 0 }).lean<
        ReportDoc[]
      >();
      let resolved = 0;
      for (const report of open) {
        // A reporter who deleted the account is told nothing: nobody is left to tell.
        const told = isErasedReporter(report.reporterUserId)
          ? {}
          : { $push: { pendingEvents: event(report) } };
        const result = await Reports.updateOne(
          { _id: report._id, open: true },
          { $set: { open: false, status: 'resolved', outcome, resolvedAt: at }, ...told }
        );
        resolved += result.modifiedCount;
      }
      return resolved;
    },

    /**
     * Account erasure of a reporter: the reports stay (moderation finishes them: the reported member may still harm
     * others), without the reporter's id.
     */
    async detachReporter(userId: string): Promise<void> {
      for (const report of await Reports.find({ reporterUserId: userId }, { _id: 1 }).lean<
        Pick<ReportDoc, '_id'>[]
      >()) {
        await Reports.updateOne(
          { _id: report._id, reporterUserId: userId },
          { $set: { reporterUserId: erasedReporter(report._id) } }
        );
      }
    },

    /** Whether the member ever reported the profile (open or resolved). */
    async hasFiled(reporterUserId: string, reportedProfileId: string): Promise<boolean> {
      return (await Reports.exists({ reporterUserId, reportedProfileId })) !== null;
    },

    openOf(reporterUserId: string, reportedProfileId: string) {
      return Reports.findOne(
        { reporterUserId, reportedProfileId, open: true },
        { pendingEvents: 0 }
      ).lean<ReportDoc>();
    }
  };
}

export type ReportStore = ReturnType<typeof createReportStore>;
