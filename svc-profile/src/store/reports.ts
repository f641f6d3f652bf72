// Reports of profiles (decisions, "Report"): acknowledged at once with a ticket number, one OPEN report
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
  filedAt: Date;
  resolveBy: Date;
  pendingEvents: PendingEvent[];
}

export type NewReport = Pick<ReportDoc, 'ticketNumber' | 'reporterUserId' | 'reportedUserId' | 'reportedProfileId' | 'reason' | 'details' | 'filedAt' | 'resolveBy'>;

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
    filedAt: { type: Date, required: true },
    resolveBy: { type: Date, required: true }
  },
  { collection: 'reports', versionKey: false }
);
reportSchema.plugin(outboxPlugin);
reportSchema.index({ reporterUserId: 1, reportedProfileId: 1 }, { unique: true, partialFilterExpression: { open: true }, name: 'one_open_report_per_reporter_and_profile' });
reportSchema.index({ ticketNumber: 1 }, { unique: true });
reportSchema.index({ status: 1, filedAt: 1 });

export function createReportStore(conn: Connection) {
  const Reports = (conn.models.Report as Model<ReportDoc> | undefined) ?? conn.model<ReportDoc>('Report', reportSchema);
  return {
    model: Reports,

    /** Files the report with its event; throws a duplicate-key error when this reporter has one open on the profile. */
    async file(report: NewReport, event: (id: Types.ObjectId) => PendingEvent): Promise<ReportDoc> {
      const _id = new Types.ObjectId();
      const doc = await Reports.create({ ...report, _id, open: true, status: 'open', pendingEvents: [event(_id)] });
      return doc.toObject();
    },

    openOf(reporterUserId: string, reportedProfileId: string) {
      return Reports.findOne({ reporterUserId, reportedProfileId, open: true }, { pendingEvents: 0 }).lean<ReportDoc>();
    }
  };
}

export type ReportStore = ReturnType<typeof createReportStore>;
