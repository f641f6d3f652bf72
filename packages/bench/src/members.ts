// Bench members: registered through the gateway as people are (captcha, OTP, account), with an approved profile.
import { type MongoClient } from 'mongodb';
import {
  approvedProfile,
  registerMember,
  testMember,
  type MemberWithProfile,
  type OtpInbox
} from '@matrimony/resilience';

export type Side = MemberWithProfile;

/** Bench members' mobiles start at testMember(50,000) (the resilience specs use lower indexes). */
export async function memberWithProfile(
  gatewayUrl: string,
  inbox: OtpInbox,
  index: number,
  gender: 'female' | 'male',
  profiles: MongoClient
): Promise<Side> {
  const member = await registerMember(gatewayUrl, testMember(50_000 + index), inbox);
  return approvedProfile(gatewayUrl, profiles, member, gender === 'male');
}
