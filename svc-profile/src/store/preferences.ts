import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { keptForOthers } from './kept-for-others';
import {
  PREFERENCE_ITEMS,
  partnerPreferencesSchema,
  withGuessedFlags,
  type PartnerPreferences
} from '@matrimony/catalog';

interface PreferencesDoc {
  /** The member's userId. */
  _id: string;
  preferences: PartnerPreferences;
  /** null while they are still the defaults made at registration. */
  updatedAt: Date | null;
}

const preferencesSchema = new Schema<PreferencesDoc>(
  {
    _id: { type: String, required: true },
    preferences: { type: Schema.Types.Mixed, required: true },
    updatedAt: { type: Date, default: null }
  },
  { collection: 'partner_preferences', versionKey: false, minimize: false }
);
preferencesSchema.index({ updatedAt: 1 });

/** Stored before items carried whether they are guessed: withGuessedFlags reads them by who saved them. */
const lacksGuessedFlags = (stored: PartnerPreferences) => !('guessed' in stored.age);

/**
 * Stored preferences were validated by the catalog schema when written (defaults and PUT alike); a search
 * window reads hundreds, so only a document missing one of today's items or flags goes through the schema again.
 */
function asValidated(doc: PreferencesDoc): PartnerPreferences {
  const stored = doc.preferences;
  if (lacksGuessedFlags(stored))
    return withGuessedFlags(partnerPreferencesSchema.parse(stored), doc.updatedAt !== null);
  return PREFERENCE_ITEMS.every((item) => item in stored) ? stored : partnerPreferencesSchema.parse(stored);
}

/**
 * Other members' preferences as scoring reads them: a best-match search scores 400 candidates, the most
 * recently active of the filtered set, so the same members' preferences are read search after search.
 * Kept in this process for a minute (see keptForOthers); a member's own preferences are always read fresh.
 */
export const OTHERS_PREFERENCES_KEPT_MS = 60_000;
const OTHERS_PREFERENCES_KEPT = 50_000;

/** The `partner_preferences` collection: one document per member. */
export function createPreferencesStore(conn: Connection, clock: () => number = Date.now) {
  const Preferences =
    (conn.models.PartnerPreferences as Model<PreferencesDoc> | undefined) ??
    conn.model<PreferencesDoc>('PartnerPreferences', preferencesSchema);
  const parse = (doc: PreferencesDoc) => ({
    preferences: lacksGuessedFlags(doc.preferences)
      ? asValidated(doc)
      : partnerPreferencesSchema.parse(doc.preferences),
    updatedAt: doc.updatedAt
  });
  const kept = keptForOthers<PartnerPreferences>({
    keptMs: OTHERS_PREFERENCES_KEPT_MS,
    max: OTHERS_PREFERENCES_KEPT,
    clock
  });
  /** The member's own preferences, read fresh (null: none stored yet). */
  // The member's own preferences are read for every page of cards: the driver, without mongoose's query building.
  const preferences = Preferences.collection as unknown as Collection<PreferencesDoc>;
  const findOwn = async (userId: string) => {
    const doc = await preferences.findOne({ _id: userId });
    return doc ? parse(doc) : null;
  };
  return {
    /** The member's preferences; `defaults` are stored first when there are none (never overwriting a member's own). */
    async getOrCreate(
      userId: string,
      defaults: () => PartnerPreferences
    ): Promise<{ preferences: PartnerPreferences; updatedAt: Date | null }> {
      const existing = await findOwn(userId);
      if (existing) return existing;
      kept.forget(userId);
      const doc = await Preferences.findOneAndUpdate(
        { _id: userId },
        { $setOnInsert: { preferences: defaults(), updatedAt: null } },
        { upsert: true, new: true }
      ).lean<PreferencesDoc>();
      return parse(doc!);
    },

    async replace(
      userId: string,
      preferences: PartnerPreferences,
      now: Date
    ): Promise<{ preferences: PartnerPreferences; updatedAt: Date | null }> {
      const doc = await Preferences.findOneAndUpdate(
        { _id: userId },
        { $set: { preferences, updatedAt: now } },
        { upsert: true, new: true }
      ).lean<PreferencesDoc>();
      kept.forget(userId);
      return parse(doc!);
    },

    /** Other members' preferences at once, for scoring (kept a minute, see above); members without any get none. */
    ofMany(userIds: readonly string[]): Promise<Map<string, PartnerPreferences>> {
      return kept.readThrough(userIds, async (missing) => {
        const docs = await preferences.find({ _id: { $in: missing } }).toArray();
        return new Map(docs.map((doc) => [doc._id, asValidated(doc)]));
      });
    },

    findOwn,

    /** Members who saved their preferences after `since`, oldest change first (the candidate lists' feed). */
    async changedSince(since: Date, limit: number): Promise<{ userId: string; updatedAt: Date }[]> {
      const docs = await preferences
        .find({ updatedAt: { $gt: since } }, { projection: { updatedAt: 1 } })
        .sort({ updatedAt: 1 })
        .limit(limit)
        .toArray();
      return docs.map((doc) => ({ userId: doc._id, updatedAt: doc.updatedAt! }));
    },

    async erase(userId: string): Promise<void> {
      kept.forget(userId);
      await Preferences.deleteOne({ _id: userId });
    }
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
