// The ready member accounts, made the way a member makes one: through the public API (captcha, OTP read from
// NATS, account, profile, photo), then approved, since no administrator is around at first start. The
// ready administrator is seed-administrator.ts.
import { type Db } from 'mongodb';
import { registerMember, signIn, tapOtpCodes, type Member, type Tokens } from '@matrimony/resilience';
import { isReadyMember, READY_ACCOUNTS, type ReadyAccount, type ReadyMemberKey } from '@matrimony/dev-stack';
import { generateMembers } from './generate';
import { portraitJpeg } from './render-portraits';

const PROFILE_OVERRIDES: Record<ReadyMemberKey, Record<string, string>> = {
  bride: {
    dateOfBirth: '1998-03-14',
    state: 'Tamil Nadu',
    district: 'Chennai',
    motherTongue: 'Tamil',
    religion: 'Hindu',
    caste: 'Brahmin - Iyer',
    occupation: 'Software Engineer',
    education: 'B.Tech / B.E',
    annualIncome: '₹10-20 Lakhs',
    rasi: 'Mithuna',
    star: 'Ardra',
    dosham: 'No'
  },
  groom: {
    dateOfBirth: '1995-08-02',
    state: 'Tamil Nadu',
    district: 'Coimbatore',
    motherTongue: 'Tamil',
    religion: 'Hindu',
    caste: 'Brahmin - Iyer',
    occupation: 'Doctor',
    education: 'MBBS',
    annualIncome: '₹20-50 Lakhs',
    rasi: 'Simha',
    star: 'Magha',
    dosham: 'No'
  },
  suitor: {
    dateOfBirth: '1994-05-21',
    state: 'Kerala',
    district: 'Thiruvananthapuram',
    motherTongue: 'Malayalam',
    religion: 'Hindu',
    caste: 'Nair',
    occupation: 'Architect',
    education: 'B.Arch',
    annualIncome: '₹10-20 Lakhs',
    rasi: 'Vrishabha',
    star: 'Rohini',
    dosham: 'No'
  },
  free: {
    dateOfBirth: '1997-11-20',
    state: 'Kerala',
    district: 'Ernakulam',
    motherTongue: 'Malayalam',
    religion: 'Hindu',
    caste: 'Nair',
    occupation: 'Teacher',
    education: 'M.A',
    annualIncome: '₹5-10 Lakhs',
    rasi: 'Karka',
    star: 'Pushya',
    dosham: 'No'
  }
};

/** Signs the account in, or registers it first (through the public API, as a member would). */
export async function ensureAccount(
  gatewayUrl: string,
  natsUrl: string,
  account: Pick<ReadyAccount, 'mobile' | 'email' | 'password' | 'fullName'>,
  ip: string
): Promise<{ tokens: Tokens; created: boolean }> {
  const member: Member = {
    mobile: account.mobile,
    email: account.email,
    password: account.password,
    fullName: account.fullName,
    ip
  };
  try {
    return { tokens: await signIn(gatewayUrl, member), created: false };
  } catch {
    const inbox = await tapOtpCodes(natsUrl);
    try {
      const registered = await registerMember(gatewayUrl, member, inbox);
      return { tokens: registered.tokens, created: true };
    } finally {
      await inbox.close();
    }
  }
}

async function api(
  gatewayUrl: string,
  path: string,
  token: string,
  init: RequestInit = {}
): Promise<Response> {
  return fetch(`${gatewayUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) }
  });
}

/** Creates (or finds) each ready account with an approved profile and a photo; the free one's welcome month lapsed. */
export async function seedReadyAccounts(
  gatewayUrl: string,
  natsUrl: string,
  profileDb: Db,
  billingDb: Db,
  log: (line: string) => void
): Promise<void> {
  const looks = generateMembers(12, 99);
  const seen = { female: 0, male: 0 };
  const seenOfGender = (gender: 'female' | 'male') => seen[gender]++;
  let n = 0;
  for (const [key, account] of Object.entries(READY_ACCOUNTS)) {
    if (!isReadyMember(account)) continue;
    n += 1;
    const { tokens } = await ensureAccount(gatewayUrl, natsUrl, account, `198.18.250.${n}`);
    // Each ready account its own look: two with the same photo would flag each other as stolen (moderation).
    const look = looks.filter((member) => member.profile.gender === account.gender)[
      seenOfGender(account.gender)
    ]!;
    const body = {
      ...look.profile,
      ...PROFILE_OVERRIDES[key as ReadyMemberKey],
      gender: account.gender,
      lookingFor: account.gender === 'female' ? 'male' : 'female'
    };
    const created = await api(gatewayUrl, '/api/profiles/', tokens.access_token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    });
    if (created.status !== 201 && created.status !== 409)
      throw new Error(`profile for the ${account.role}: ${created.status} ${await created.text()}`);
    const me = (await (await api(gatewayUrl, '/api/profiles/me', tokens.access_token)).json()) as {
      userId?: string;
      photos?: unknown[];
    };
    if ((me.photos ?? []).length === 0) {
      const form = new FormData();
      form.append(
        'photos',
        new Blob([new Uint8Array(await portraitJpeg({ ...look.portrait, gender: account.gender }))], {
          type: 'image/jpeg'
        }),
        'portrait.jpg'
      );
      const uploaded = await api(gatewayUrl, '/api/profiles/me/photos', tokens.access_token, {
        method: 'POST',
        body: form
      });
      if (uploaded.status !== 201)
        throw new Error(`photo for the ${account.role}: ${uploaded.status} ${await uploaded.text()}`);
    }
    const profile = await profileDb
      .collection('profiles')
      .findOneAndUpdate(
        { mobile: account.mobile },
        { $set: { moderationStatus: 'approved' } },
        { returnDocument: 'after' }
      );
    const userId = profile?.userId as string | undefined;
    if (userId && account.plan === 'free') await lapseWelcomeMonth(profileDb, billingDb, userId);
    log(`ready account: ${account.role} ${account.mobile}`);
  }
}

/** Moves the free account's welcome month into the past (waits for billing to have granted it). */
async function lapseWelcomeMonth(profileDb: Db, billingDb: Db, userId: string): Promise<void> {
  const past = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const result = await billingDb
      .collection('subscriptions')
      .updateMany({ user_id: userId, plan_type: 'premium' }, { $set: { end_date: past } });
    if (result.matchedCount > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await profileDb.collection('member_plans').updateOne({ _id: userId as never }, { $set: { endDate: past } });
}
