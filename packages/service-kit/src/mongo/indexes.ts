import { type Model } from 'mongoose';

/** Any model: only its index methods are used. */
type AnyModel = Pick<Model<unknown>, 'init' | 'createIndexes'>;

/**
 * Creates every index the models declare (unique ones above all) and waits for them, so a service
 * never accepts a write before the index that makes it unique exists. Run once at start-up.
 */
export async function ensureIndexes(models: readonly AnyModel[]): Promise<void> {
  await Promise.all(
    models.map(async (model) => {
      await model.init();
      await model.createIndexes();
    })
  );
}
