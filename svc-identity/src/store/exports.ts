import { Schema, type Connection } from 'mongoose';
import { EXPORT_PARTS, EXPORT_PREPARE_LIMIT_MS, type ExportPart } from '@matrimony/contracts';
import { isDuplicateKey, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import { downloadExpiry, EXPORT_RECORD_KEEP_MS, isComplete, type ExportState } from '../domain/exports';

export interface ReceivedPart {
  part: ExportPart;
  /** Object names in the EXPORTS bucket, each under `<exportId>/`. */
  objects: string[];
  receivedAt: Date;
}

export interface ExportRecord {
  /** The export id (a UUID): also the prefix of its objects. */
  _id: string;
  userId: string;
  state: ExportState;
  requestedAt: Date;
  parts: ReceivedPart[];
  readyAt: Date | null;
  expiresAt: Date | null;
  /** The record itself goes a week after the request (TTL). */
  expireAt: Date;
}

interface ExportDoc extends ExportRecord {
  pendingEvents: PendingEvent[];
}

const partSchema = new Schema<ReceivedPart>(
  {
    part: { type: String, required: true, enum: EXPORT_PARTS },
    objects: { type: [String], default: [] },
    receivedAt: { type: Date, required: true }
  },
  { _id: false }
);

const exportSchema = new Schema<ExportDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    state: { type: String, required: true, enum: ['preparing', 'ready', 'abandoned'] },
    requestedAt: { type: Date, required: true },
    parts: { type: [partSchema], default: [] },
    readyAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
    expireAt: { type: Date, required: true }
  },
  { versionKey: false }
);
// At most one export is being prepared per member: two requests at the same instant cannot both start one.
exportSchema.index(
  { userId: 1 },
  { unique: true, partialFilterExpression: { state: 'preparing' }, name: 'one_preparing_export_per_member' }
);
exportSchema.index({ userId: 1, requestedAt: -1 });
exportSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });
exportSchema.plugin(outboxPlugin);

const PROJECTION = { pendingEvents: 0 } as const;

/** Members' data exports: which parts came in, and the outbox of identity.export.requested. */
export function createExportsStore(connection: Connection) {
  const Exports = connection.model<ExportDoc>('Export', exportSchema, 'exports');

  return {
    /**
     * Starts an export with its event, unless one is already being prepared for the member: then that one is
     * answered (`created: false`). One that missed a part past the prepare limit is given up first.
     */
    async start(
      exportId: string,
      userId: string,
      now: Date,
      event: (exportId: string) => PendingEvent
    ): Promise<{ record: ExportRecord; created: boolean }> {
      await Exports.updateMany(
        {
          userId,
          state: 'preparing',
          requestedAt: { $lt: new Date(now.getTime() - EXPORT_PREPARE_LIMIT_MS) }
        },
        { $set: { state: 'abandoned' } }
      );
      try {
        const created = await Exports.create({
          _id: exportId,
          userId,
          state: 'preparing',
          requestedAt: now,
          parts: [],
          readyAt: null,
          expiresAt: null,
          expireAt: new Date(now.getTime() + EXPORT_RECORD_KEEP_MS),
          pendingEvents: [event(exportId)]
        });
        const { pendingEvents: _events, ...record } = created.toObject();
        return { record, created: true };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const running = await this.preparingOf(userId);
      if (!running) throw new Error('export start conflicted but no export is being prepared');
      return { record: running, created: false };
    },

    async preparingOf(userId: string): Promise<ExportRecord | null> {
      return Exports.findOne({ userId, state: 'preparing' }, PROJECTION).lean<ExportRecord>();
    },

    async get(exportId: string): Promise<ExportRecord | null> {
      return Exports.findById(exportId, PROJECTION).lean<ExportRecord>();
    },

    async recentOf(userId: string, limit = 10): Promise<ExportRecord[]> {
      return Exports.find({ userId }, PROJECTION)
        .sort({ requestedAt: -1 })
        .limit(limit)
        .lean<ExportRecord[]>();
    },

    async allOf(userId: string): Promise<ExportRecord[]> {
      return Exports.find({ userId }, PROJECTION).lean<ExportRecord[]>();
    },

    /**
     * Records a service's part once; the export becomes ready (download window from now) with its last part.
     * Answers the record after the change, or null for an export that does not exist (any more).
     */
    async recordPart(
      exportId: string,
      part: ExportPart,
      objects: string[],
      now: Date
    ): Promise<ExportRecord | null> {
      const updated =
        (await Exports.findOneAndUpdate(
          { _id: exportId, state: 'preparing', 'parts.part': { $ne: part } },
          { $push: { parts: { part, objects, receivedAt: now } } },
          { new: true, projection: PROJECTION }
        ).lean<ExportRecord>()) ?? (await this.get(exportId));
      if (
        !updated ||
        updated.state !== 'preparing' ||
        !isComplete(updated.parts.map((received) => received.part))
      )
        return updated;
      // Only the first completion sets the window (the conditional write), so two last parts cannot both.
      await Exports.updateOne(
        { _id: exportId, state: 'preparing' },
        { $set: { state: 'ready', readyAt: now, expiresAt: downloadExpiry(now) } }
      );
      return this.get(exportId);
    },

    /** Account deletion: the member's exports are forgotten (their objects are removed by the caller first). */
    async eraseOf(userId: string): Promise<void> {
      await Exports.deleteMany({ userId });
    },

    model: Exports
  };
}

export type ExportsStore = ReturnType<typeof createExportsStore>;
