// Bench members: registered through the gateway as people are (captcha, OTP, account), with an approved
// profile, and the calls they make (each from its own client address, so per-IP limits see distinct people).
import { type MongoClient } from 'mongodb';
import { sampleProfileBody } from '@matrimony/catalog/testing';
import { registerMember, testMember, type OtpInbox, type RegisteredMember } from '@matrimony/resilience';

export interface Side {
  member: RegisteredMember;
  profileId: string;
}

export async function call(gatewayUrl: string, path: string, token: string, init: { method?: string; body?: unknown; ip: string }) {
  const response = await fetch(`${gatewayUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': init.ip, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

/** A registered member with an approved profile (the identity event may lag the account by a moment). */
export async function memberWithProfile(gatewayUrl: string, inbox: OtpInbox, index: number, gender: 'female' | 'male', profiles: MongoClient): Promise<Side> {
  const member = await registerMember(gatewayUrl, testMember(50_000 + index), inbox);
  const body = gender === 'female' ? sampleProfileBody() : { ...sampleProfileBody(), gender: 'male', lookingFor: 'female', dateOfBirth: '1993-02-10' };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const created = await call(gatewayUrl, '/api/profiles/', member.tokens.access_token, { method: 'POST', body, ip: member.ip });
    if (created.status === 201) {
      const profile = await profiles.db('profile').collection('profiles').findOneAndUpdate({ userId: member.userId }, { $set: { moderationStatus: 'approved' } }, { returnDocument: 'after' });
      return { member, profileId: String(profile!._id) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no profile for bench member ${index}`);
}

