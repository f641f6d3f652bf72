import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';
import {
  REVEALED_ITEMS,
  emptyRevealedPreferences,
  type RevealedPreferences
} from '../domain/matching/revealed-preferences';
import { keptForOthers } from './kept-for-others';

/** One band's weight; bands are stored as a list (occupation names may hold dots, which field names should not). */
interface BandWeight {
  band: string;
  weight: number;
}

interface RevealedDoc {
  /** The member's userId. */
  _id: string;
  at: Date;
  evidence: number;
  items: Record<string, BandWeight[]>;
  /** Bumped by every write: a learning step that lost a race reads again instead of overwriting. */
  version: number;
}

const revealedSchema = new Schema<RevealedDoc>(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    evidence: { type: Number, required: true },
    items: { type: Schema.Types.Mixed, required: true },
    version: { type: Number, required: true }
  },
  { collection: 'revealed_preferences', versionKey: false, minimize: false }
);
revealedSchema.index({ at: 1 });

function modelOf(doc: RevealedDoc): RevealedPreferences {
  const model = emptyRevealedPreferences(doc.at);
  model.evidence = doc.evidence;
  for (const item of REVEALED_ITEMS)
    for (const { band, weight } of doc.items[item] ?? []) model.items[item][band] = weight;
  return model;
}

const itemsOf = (model: RevealedPreferences) =>
  Object.fromEntries(
    REVEALED_ITEMS.map((item) => [
      item,
      Object.entries(model.items[item]).map(([band, weight]) => ({ band, weight }))
    ])
  );

/** Other members' revealed preferences are read for every window of candidates scored, like their stated ones. */
const OTHERS_KEPT_MS = 60_000;
const OTHERS_KEPT = 50_000;
const WRITE_ATTEMPTS = 5;

/** The `revealed_preferences` collection: per member, the bands their actions favour (never whose profiles). */
export function createRevealedPreferencesStore(conn: Connection, clock: () => number = Date.now) {
  const Revealed =
    (conn.models.RevealedPreferences as Model<RevealedDoc> | undefined) ??
    conn.model<RevealedDoc>('RevealedPreferences', revealedSchema);
  const docs = Revealed.collection as unknown as Collection<RevealedDoc>;
  const kept = keptForOthers<RevealedPreferences>({ keptMs: OTHERS_KEPT_MS, max: OTHERS_KEPT, clock });
  const findDoc = (userId: string) => docs.findOne({ _id: userId });
  return {
    async findOwn(userId: string): Promise<RevealedPreferences | null> {
      const doc = await findDoc(userId);
      return doc ? modelOf(doc) : null;
    },

    /** Other members' models at once, for scoring (kept a minute); members who have done nothing get none. */
    ofMany(userIds: readonly string[]): Promise<Map<string, RevealedPreferences>> {
      return kept.readThrough(userIds, async (missing) => {
        const found = await docs.find({ _id: { $in: missing } }).toArray();
        return new Map(found.map((doc) => [doc._id, modelOf(doc)]));
      });
    },

    /** Applies one learning step; a concurrent step for the same member makes this one read again and retry. */
    async update(
      userId: string,
      step: (model: RevealedPreferences | null) => RevealedPreferences
    ): Promise<void> {
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
        const doc = await findDoc(userId);
        const next = step(doc ? modelOf(doc) : null);
        const fields = { at: next.at, evidence: next.evidence, items: itemsOf(next) };
        try {
          const written = doc
            ? (
                await docs.updateOne(
                  { _id: userId, version: doc.version },
                  { $set: { ...fields, version: doc.version + 1 } }
                )
              ).modifiedCount === 1
            : (await docs.insertOne({ _id: userId, ...fields, version: 1 }), true);
          if (written) {
            kept.forget(userId);
            return;
          }
        } catch (error) {
          // Another step inserted the member's first document meanwhile: read it and apply on top.
          if (!isDuplicateKey(error)) throw error;
        }
      }
      throw new Error('revealed preferences: too many concurrent updates for one member');
    },

    /** Members whose actions taught something after `since`, oldest first (the candidate lists' feed). */
    async changedSince(since: Date, limit: number): Promise<{ userId: string; at: Date }[]> {
      const found = await docs
        .find({ at: { $gt: since } }, { projection: { at: 1 } })
        .sort({ at: 1 })
        .limit(limit)
        .toArray();
      return found.map((doc) => ({ userId: doc._id, at: doc.at }));
    },

    async erase(userId: string): Promise<void> {
      kept.forget(userId);
      await Revealed.deleteOne({ _id: userId });
    }
  };
}

export type RevealedPreferencesStore = ReturnType<typeof createRevealedPreferencesStore>;
