// Spec "registration sequence", with our services: create the account (svc-identity signs it in),
// create the profile, start the session, then upload photos and the horoscope. Photo and horoscope
// failures are tolerated: the member adds them later from My Profile. The welcome Premium month is
// applied by the services (billing reacts to the registration event).
import { CONSENT_MESSAGES, SIGNUP_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { createProfileSchemas, fieldIssues, type ProfileInput } from '@matrimony/catalog/validation';
import { type QuickSearchSeed } from '@matrimony/catalog/quick-search-options';
import { ApiProblem, tokenSetFrom, type OnProgress, type TokenSet } from '@matrimony/session';
import { type IdentityApi } from '../api/identity';
import { type AnalyticsEvent } from '../shared/analytics';
import { profileCandidate, type WizardValues } from './wizard-values';

/** Registration stopped; `step` is where the visitor can fix it (when a step can). */
export class RegistrationError extends Error {
  constructor(
    readonly userMessage: UserMessage,
    readonly step?: number,
    /** The service's problem code, when it refused. */
    readonly code?: string
  ) {
    super(userMessage.description ?? userMessage.title);
    this.name = 'RegistrationError';
  }
}

/** What registration needs of svc-profile (api/profile.ts's ProfileApi in the page). */
export type RegistrationProfiles = {
  createProfile: (
    profile: ProfileInput,
    accountToken: string,
    statedPreferences?: QuickSearchSeed
  ) => Promise<unknown>;
  uploadPhoto: (file: File, onProgress: OnProgress) => Promise<unknown>;
  uploadHoroscope: (file: File, onProgress: OnProgress) => Promise<unknown>;
};

export type RegistrationDeps = {
  identity: Pick<IdentityApi, 'register'>;
  profiles: RegistrationProfiles;
  /** Puts the new member's tokens into the session package (the header shows them signed in). */
  startSession: (tokens: TokenSet) => Promise<void>;
  /** Upload progress of photo `index` (0..1); -1 when that photo failed. */
  onPhotoProgress?: (index: number, fraction: number) => void;
  track: (event: AnalyticsEvent) => void;
  today?: () => Date;
  /** The landing page's quick search, sent with the profile as its first stated preferences. */
  statedPreferences?: QuickSearchSeed;
};

export type RegistrationOutcome = {
  userId: string;
  photosSaved: number;
  photosFailed: number;
  horoscopeFailed: boolean;
};

/** Where each svc-identity refusal can be fixed. */
const STEP_FOR_CODE: Readonly<Record<string, number>> = {
  mobile_already_exists: 1,
  phone_token_invalid: 1,
  email_already_exists: 2,
  weak_password: 2
};

/** "Registration Failed" with the service's message, or the spec's fallback. */
function failureFrom(error: unknown): RegistrationError {
  if (error instanceof RegistrationError) return error;
  if (error instanceof ApiProblem && error.status >= 400 && error.status < 500) {
    const message = error.detail
      ? { title: error.title, description: error.detail }
      : SIGNUP_MESSAGES.registrationFailed;
    return new RegistrationError(message, STEP_FOR_CODE[error.code], error.code);
  }
  return new RegistrationError(SIGNUP_MESSAGES.registrationFailed);
}

export async function registerMember(
  values: WizardValues,
  deps: RegistrationDeps
): Promise<RegistrationOutcome> {
  const { profileInputSchema } = createProfileSchemas({ today: deps.today });
  const profile = profileInputSchema.safeParse(profileCandidate(values));
  if (!profile.success) {
    const [first] = fieldIssues(profile.error);
    throw new RegistrationError(
      first?.message ?? SIGNUP_MESSAGES.registrationFailed,
      first?.field === 'dateOfBirth' ? 3 : undefined
    );
  }
  if (values.photos.length === 0) throw new RegistrationError(SIGNUP_MESSAGES.photoRequired, 3);
  if (!values.termsAccepted) throw new RegistrationError(CONSENT_MESSAGES.termsRequired, 6);
  if (!values.declarationAccepted) throw new RegistrationError(CONSENT_MESSAGES.declarationRequired, 6);

  let userId: string;
  try {
    const account = await deps.identity.register({
      phoneToken: values.phoneToken,
      email: values.email,
      password: values.password,
      fullName: values.fullName,
      termsAccepted: true,
      declarationAccepted: true
    });
    if (!account?.access_token) throw new RegistrationError(SIGNUP_MESSAGES.userCreationFailed);
    userId = account.userId;
    // The profile is created before the session starts, so the session's first read of it succeeds.
    await deps.profiles
      .createProfile(profile.data, account.access_token, deps.statedPreferences)
      .catch((error: unknown) => {
        // A retry after a lost answer: the profile is already there.
        if (error instanceof ApiProblem && error.code === 'profile_exists') return;
        throw error;
      });
    await deps.startSession(tokenSetFrom(account));
  } catch (error) {
    throw failureFrom(error);
  }

  let photosSaved = 0;
  for (const [index, photo] of values.photos.entries()) {
    try {
      await deps.profiles.uploadPhoto(photo, (fraction) => deps.onPhotoProgress?.(index, fraction));
      photosSaved += 1;
    } catch (_error) {
      deps.onPhotoProgress?.(index, -1);
    }
  }

  let horoscopeFailed = false;
  if (values.horoscope) {
    try {
      await deps.profiles.uploadHoroscope(values.horoscope, () => undefined);
    } catch (_error) {
      horoscopeFailed = true;
    }
  }

  deps.track({ name: 'sign_up', method: 'mobile' });
  return { userId, photosSaved, photosFailed: values.photos.length - photosSaved, horoscopeFailed };
}
