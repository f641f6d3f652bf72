// Other members' preferences as scoring reads them: kept a minute in the process, dropped at once by
// this replica's own changes, and checked by the catalog schema when a stored document lacks an item.
import { expect } from 'chai';
import {
  PREFERENCE_ITEMS,
  defaultPreferencesFor,
  hasGuessedPreferences,
  partnerPreferencesSchema
} from '@matrimony/catalog';
import { createPreferencesStore, OTHERS_PREFERENCES_KEPT_MS } from '../src/store/preferences';
import { startProfileStack, type ProfileStack } from './support/stack';

describe('partner preferences store', function () {
  let stack: ProfileStack;
  let now = 1_000_000;
  const raw = () => stack.conn.db!.collection('partner_preferences');
  const start = defaultPreferencesFor({
    age: 30,
    gender: 'female',
    religion: 'Hindu',
    motherTongue: 'Tamil',
    height: '5 ft 2 in (157 cm)',
    maritalStatus: 'never_married',
    state: 'Tamil Nadu',
    education: 'B.Tech / B.E',
    annualIncome: '₹5-10 Lakhs'
  });

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });

  it('keeps others’ preferences a minute; its own changes and new members show at once', async () => {
    const store = createPreferencesStore(stack.conn, () => now);
    await store.replace('keep-a', start, new Date());
    expect((await store.ofMany(['keep-a', 'keep-b'])).get('keep-a')).to.deep.equal(start);

    // Changed by another replica: this one still scores with what it read, until the minute is over.
    const kannada = partnerPreferencesSchema.parse({
      ...start,
      motherTongues: { values: ['Kannada'], must: true }
    });
    await raw().updateOne({ _id: 'keep-a' } as never, { $set: { preferences: kannada } });
    now += OTHERS_PREFERENCES_KEPT_MS - 1;
    expect((await store.ofMany(['keep-a'])).get('keep-a')).to.deep.equal(start);
    now += 1;
    expect((await store.ofMany(['keep-a'])).get('keep-a')).to.deep.equal(kannada);

    // Changed here: at once. A member first seen without preferences gets theirs as soon as they are made.
    await store.replace('keep-a', start, new Date());
    expect((await store.ofMany(['keep-a'])).get('keep-a')).to.deep.equal(start);
    expect((await store.ofMany(['keep-b'])).has('keep-b')).to.equal(false);
    await store.getOrCreate('keep-b', () => start);
    expect((await store.ofMany(['keep-b'])).get('keep-b')).to.deep.equal(start);
    await store.erase('keep-b');
    expect((await store.ofMany(['keep-b'])).has('keep-b')).to.equal(false);
  });

  it('checks a stored document that lacks one of today’s items with the catalog schema instead of passing it on', async () => {
    const store = createPreferencesStore(stack.conn, () => now);
    const { dosham: _dosham, ...older } = start;
    await raw().insertOne({ _id: 'older-doc', preferences: older, updatedAt: null } as never);
    const failure = await store.ofMany(['older-doc']).then(
      () => null,
      (error: Error) => error
    );
    expect(failure?.name).to.equal('ZodError');
  });

  it('reads preferences stored before items were marked guessed: guesses if the member never saved them, confirmed if they did', async () => {
    const store = createPreferencesStore(stack.conn, () => now);
    // As registration stored them before: no guessed flags, no horoscope item.
    const legacy = Object.fromEntries(
      PREFERENCE_ITEMS.filter((item) => item !== 'horoscope').map((item) => {
        const { guessed: _guessed, ...rest } = start[item];
        return [item, rest];
      })
    );
    await raw().insertMany([
      { _id: 'legacy-defaults', preferences: legacy, updatedAt: null },
      { _id: 'legacy-saved', preferences: legacy, updatedAt: new Date() }
    ] as never[]);
    const read = await store.ofMany(['legacy-defaults', 'legacy-saved']);
    const defaults = read.get('legacy-defaults')!;
    expect(PREFERENCE_ITEMS.every((item) => defaults[item].guessed)).to.equal(true);
    expect(defaults.horoscope).to.deep.equal({ value: false, must: false, guessed: true });
    expect(hasGuessedPreferences(read.get('legacy-saved')!)).to.equal(false);
    expect((await store.findOwn('legacy-defaults'))!.preferences).to.deep.equal(defaults);
  });
});
