import { type NatsConnection } from '@nats-io/nats-core';
import { formatCalendarDate, parseDateOfBirth, publicName } from '@matrimony/catalog';
import { answerRequests, type Logger, type RequestResponder } from '@matrimony/service-kit';
import { type Stores } from '../store';

/**
 * Answers svc-identity's request for the name, date of birth and gender of one member, which it compares with an ID
 * document (Aadhaar offline e-KYC) and does not keep, and the profile's id, member number and public name, by which
 * the moderators' queue of ID documents names the member. Nothing else of the profile is answered.
 */
export function answerVerificationFacts(
  nc: NatsConnection,
  stores: Pick<Stores, 'profiles'>,
  logger: Logger
): RequestResponder {
  return answerRequests({
    nc,
    subject: 'request.profile.verification-facts',
    logger,
    async handler({ userId }) {
      const profile = await stores.profiles.findByUserId(userId);
      const dateOfBirth = profile && parseDateOfBirth(profile.dateOfBirth);
      if (!profile || !dateOfBirth || (profile.gender !== 'male' && profile.gender !== 'female'))
        return { found: false };
      return {
        found: true,
        profileId: profile._id.toString(),
        memberNumber: profile.memberNumber ?? null,
        displayName: publicName(profile.fullName, false),
        fullName: profile.fullName,
        dateOfBirth: formatCalendarDate(dateOfBirth),
        gender: profile.gender
      };
    }
  });
}
