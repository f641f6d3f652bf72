// How the viewer stands with another member: on every card (marks) and on the profile page (relation).
// Shared by discovery (cards, profile page) and connections (interests, matches).
import { z } from 'zod';
import { objectId } from '../ids';

export const INTEREST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export const interestStatusSchema = z.enum(INTEREST_STATUSES);
export type InterestStatus = z.infer<typeof interestStatusSchema>;
export const INTEREST_BOXES = ['sent', 'received'] as const;

/** The viewer's side of an interest: `direction` says who sent it. */
export const interestSummarySchema = z.object({
  id: objectId('an interest id'),
  direction: z.enum(INTEREST_BOXES),
  status: interestStatusSchema,
  sentAt: z.iso.datetime(),
  /** When a pending interest lapses unanswered. */
  expiresAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable()
});

/** What a member may still send today: a number for free members, null for premium (unlimited). */
export const remainingTodaySchema = z.number().int().min(0).nullable();

/** Marks on a card: the viewer's open interest to this member, and their shortlist. */
export const cardMarksSchema = z.object({ interestSent: z.boolean(), shortlisted: z.boolean() });

export const relationSchema = z.object({
  isOwn: z.boolean(),
  /** The latest interest between the two, either way (null: none yet). */
  interest: interestSummarySchema.nullable(),
  /** An accepted interest either way. */
  isMatch: z.boolean(),
  shortlisted: z.boolean(),
  interestsRemainingToday: remainingTodaySchema
});
export type Relation = z.infer<typeof relationSchema>;
export type InterestSummary = z.infer<typeof interestSummarySchema>;
