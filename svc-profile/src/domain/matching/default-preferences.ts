import {
  defaultPreferencesFor,
  type DefaultPreferenceFacts,
  type PartnerPreferences
} from '@matrimony/catalog';

const sharedDefaults = new Map<string, PartnerPreferences>();
const SHARED_DEFAULTS_KEPT = 10_000;

/**
 * The catalog's defaultPreferencesFor, one frozen object per set of facts they are guessed from: scoring a window
 * of candidates without stored preferences validated the same defaults hundreds of times a search.
 */
export function sharedDefaultPreferencesFor(profile: DefaultPreferenceFacts): PartnerPreferences {
  const key = [
    profile.gender,
    profile.age,
    profile.religion,
    profile.motherTongue,
    profile.height,
    profile.maritalStatus,
    profile.state,
    profile.education,
    profile.annualIncome
  ].join('|');
  let prefs = sharedDefaults.get(key);
  if (!prefs) {
    if (sharedDefaults.size >= SHARED_DEFAULTS_KEPT) sharedDefaults.clear();
    prefs = deepFreeze(defaultPreferencesFor(profile));
    sharedDefaults.set(key, prefs);
  }
  return prefs;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
