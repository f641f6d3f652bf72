import { z } from 'zod';

/**
 * Request-reply over plain NATS (nothing stored): a service asks the owner for data it keeps to itself and never puts
 * in an event. Subjects start `request.`, which no stream covers. Each names who may ask, who answers (a queue group
 * of its replicas), and the schemas of the request and the reply; natsPermissionsOf grants exactly that.
 */
export const natsRequests = {
  /**
   * svc-identity compares an ID document with the profile: the name, date of birth and gender of one member, as
   * svc-profile holds them (date as YYYY-MM-DD), and the profile's id, member number and public name (which a
   * moderator's queue names the member by), or `found: false` without a profile.
   */
  'request.profile.verification-facts': {
    askedBy: ['svc-identity'],
    answeredBy: 'svc-profile',
    request: z.object({ userId: z.string().min(1) }),
    reply: z.discriminatedUnion('found', [
      z.object({ found: z.literal(false) }),
      z.object({
        found: z.literal(true),
        profileId: z.string().min(1),
        memberNumber: z.string().nullable(),
        /** As other members see it before a match: first name and the initial of the last. */
        displayName: z.string(),
        fullName: z.string().min(1),
        dateOfBirth: z.iso.date(),
        gender: z.enum(['male', 'female'])
      })
    ])
  }
} as const;

export type NatsRequestSubject = keyof typeof natsRequests;
export type NatsRequestOf<S extends NatsRequestSubject> = z.infer<(typeof natsRequests)[S]['request']>;
export type NatsReplyOf<S extends NatsRequestSubject> = z.infer<(typeof natsRequests)[S]['reply']>;
