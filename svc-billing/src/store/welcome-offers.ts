import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';

interface WelcomeOffer {
  /** mobileHash(MOBILE_HASH_KEY, mobile): the number itself is never stored. */
  _id: string;
  /** The member it went to (or who later moved to this number), until that account is erased. */
  userId?: string;
  grantedAt: Date;
}

const welcomeOfferSchema = new Schema<WelcomeOffer>(
  {
    _id: { type: String, required: true },
    userId: { type: String },
    grantedAt: { type: Date, required: true }
  },
  { versionKey: false }
);
welcomeOfferSchema.index({ userId: 1 }, { sparse: true });

/**
 * One welcome offer per mobile number, not per account (docs/product-rules.md#welcome-offer): deleting the account and
 * registering again with the same number earns no second free month. The record outlives the account's erasure
 * holding only the keyed hash and a time.
 */
export function createWelcomeOffersStore(connection: Connection) {
  const Offers = connection.model<WelcomeOffer>('WelcomeOffer', welcomeOfferSchema, 'welcome_offers');
  return {
    /**
     * Claims the mobile's one welcome offer for this member: true when it is theirs (first claim, or their own
     * earlier claim whose grant was interrupted), false when the number already had one on another account.
     */
    async claim(hash: string, userId: string, now: Date): Promise<boolean> {
      try {
        await Offers.create({ _id: hash, userId, grantedAt: now });
        return true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      return (await Offers.exists({ _id: hash, userId })) !== null;
    },

    /**
     * The member moved to this number: it counts as having had the offer (on their account), unless a record
     * exists already. Repeats are harmless.
     */
    async recordNumber(hash: string, userId: string, at: Date): Promise<void> {
      try {
        await Offers.updateOne({ _id: hash }, { $setOnInsert: { userId, grantedAt: at } }, { upsert: true });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err; // recorded by a concurrent delivery
      }
    },

    /** Erasure: the record stays (it is what stops a second offer) but no longer names the member. */
    async forgetMember(userId: string): Promise<void> {
      await Offers.updateMany({ userId }, { $unset: { userId: 1 } });
    },

    model: Offers
  };
}

export type WelcomeOffers = ReturnType<typeof createWelcomeOffersStore>;
