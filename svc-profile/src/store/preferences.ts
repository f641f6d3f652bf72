import { Schema, type Connection, type Model } from 'mongoose';
import { PREFERENCE_ITEMS, partnerPreferencesSchema, type PartnerPreferences } from '@matrimony/catalog';

interface PreferencesDoc {
  /** The member's userId. */
  _id: string;
  preferences: PartnerPreferences;
  /** null while they are still the defaults made at registration. */
  updatedAt: Date | null;
}

const preferencesSchema = new Schema<PreferencesDoc>(
  { _id: { type: String, required: true }, preferences: { type: Schema.Types.Mixed, required: true }, updatedAt: { type: Date, default: null } },
  { collection: 'partner_preferences', versionKey: false, minimize: false }
);

/**
 * Stored preferences were validated by the catalog schema when written (defaults and PUT alike); a search
 * window reads hundreds, so only a document missing one of today's items goes through the schema again.
 */
function asValidated(stored: PartnerPreferences): PartnerPreferences {
  return PREFERENCE_ITEMS.every((item) => item in stored) ? stored : partnerPreferencesSchema.parse(stored);
}

/**
 * Other members' preferences as scoring reads them: a best-match search scores 400 candidates, the most
 * recently active of the filtered set, so the same members' preferences are read search after search.
 * Kept in this process for a minute (this replica's own changes drop them at once; another replica's
 * reach the scores within the minute); a member's own preferences are always read fresh.
 */
export const OTHERS_PREFERENCES_KEPT_MS = 60_000;
const OTHERS_PREFERENCES_KEPT = 50_000;

type Kept = { preferences: PartnerPreferences | null; at: number };

/** The `partner_preferences` collection: one document per member. */
export function createPreferencesStore(conn: Connection, clock: () => number = Date.now) {
  const Preferences = (conn.models.PartnerPreferences as Model<PreferencesDoc> | undefined) ?? conn.model<PreferencesDoc>('PartnerPreferences', preferencesSchema);
  const parse = (doc: PreferencesDoc) => ({ preferences: partnerPreferencesSchema.parse(doc.preferences), updatedAt: doc.updatedAt });
  const kept = new Map<string, Kept>();
  const keep = (userId: string, preferences: PartnerPreferences | null, at: number) => {
    kept.delete(userId);
    // Oldest first in a Map's order: drop from the front when full.
    if (kept.size >= OTHERS_PREFERENCES_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(userId, { preferences, at });
  };
  return {
    /** The member's preferences; `defaults` are stored first when there are none (never overwriting a member's own). */
    async getOrCreate(userId: string, defaults: () => PartnerPreferences): Promise<{ preferences: PartnerPreferences; updatedAt: Date | null }> {
      const existing = await Preferences.findById(userId).lean<PreferencesDoc>();
      if (existing) return parse(existing);
      kept.delete(userId);
      const doc = await Preferences.findOneAndUpdate(
        { _id: userId },
        { $setOnInsert: { preferences: defaults(), updatedAt: null } },
        { upsert: true, new: true }
      ).lean<PreferencesDoc>();
      return parse(doc!);
    },

    async replace(userId: string, preferences: PartnerPreferences, now: Date): Promise<{ preferences: PartnerPreferences; updatedAt: Date | null }> {
      const doc = await Preferences.findOneAndUpdate({ _id: userId }, { $set: { preferences, updatedAt: now } }, { upsert: true, new: true }).lean<PreferencesDoc>();
      kept.delete(userId);
      return parse(doc!);
    },

    /** Other members' preferences at once, for scoring (kept a minute, see above); members without any get none. */
    async ofMany(userIds: readonly string[]): Promise<Map<string, PartnerPreferences>> {
      const now = clock();
      const found = new Map<string, PartnerPreferences>();
      const missing: string[] = [];
      for (const userId of userIds) {
        const entry = kept.get(userId);
        if (!entry || now - entry.at >= OTHERS_PREFERENCES_KEPT_MS) missing.push(userId);
        else if (entry.preferences) found.set(userId, entry.preferences);
      }
      if (missing.length === 0) return found;
      const docs = new Map((await Preferences.find({ _id: { $in: missing } }).lean<PreferencesDoc[]>()).map((doc) => [doc._id, asValidated(doc.preferences)]));
      for (const userId of missing) {
        const preferences = docs.get(userId) ?? null;
        keep(userId, preferences, now);
        if (preferences) found.set(userId, preferences);
      }
      return found;
    },

    async erase(userId: string): Promise<void> {
      kept.delete(userId);
      await Preferences.deleteOne({ _id: userId });
    }
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
