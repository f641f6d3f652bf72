import { Schema, type Connection, type Model } from 'mongoose';
import { partnerPreferencesSchema, type PartnerPreferences } from '@matrimony/catalog';

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

/** The `partner_preferences` collection: one document per member. */
export function createPreferencesStore(conn: Connection) {
  const Preferences = (conn.models.PartnerPreferences as Model<PreferencesDoc> | undefined) ?? conn.model<PreferencesDoc>('PartnerPreferences', preferencesSchema);
  const parse = (doc: PreferencesDoc) => ({ preferences: partnerPreferencesSchema.parse(doc.preferences), updatedAt: doc.updatedAt });
  return {
    /** The member's preferences; `defaults` are stored first when there are none (never overwriting a member's own). */
    async getOrCreate(userId: string, defaults: () => PartnerPreferences): Promise<{ preferences: PartnerPreferences; updatedAt: Date | null }> {
      const existing = await Preferences.findById(userId).lean<PreferencesDoc>();
      if (existing) return parse(existing);
      const doc = await Preferences.findOneAndUpdate(
        { _id: userId },
        { $setOnInsert: { preferences: defaults(), updatedAt: null } },
        { upsert: true, new: true }
      ).lean<PreferencesDoc>();
      return parse(doc!);
    },

    async replace(userId: string, preferences: PartnerPreferences, now: Date): Promise<{ preferences: PartnerPreferences; updatedAt: Date | null }> {
      const doc = await Preferences.findOneAndUpdate({ _id: userId }, { $set: { preferences, updatedAt: now } }, { upsert: true, new: true }).lean<PreferencesDoc>();
      return parse(doc!);
    },

    /** Preferences of many members at once (scoring a page of cards); members without any get none. */
    async ofMany(userIds: readonly string[]): Promise<Map<string, PartnerPreferences>> {
      const docs = await Preferences.find({ _id: { $in: userIds } }).lean<PreferencesDoc[]>();
      return new Map(docs.map((doc) => [doc._id, partnerPreferencesSchema.parse(doc.preferences)]));
    },

    async erase(userId: string): Promise<void> {
      await Preferences.deleteOne({ _id: userId });
    }
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
