// The ready member accounts, made the way a member makes one: through the public API (captcha, OTP read from
// NATS, account, profile, photo), then approved, since no administrator is around at first start. The
// ready administrator is seed-administrator.ts.
import { type Db } from 'mongodb';
import { registerMember, signIn, tapOtpCodes, type Member, type Tokens } from '@matrimony/resilience';
import { isReadyMember, READY_ACCOUNTS, type ReadyAccount, type ReadyMemberKey } from '@matrimony/dev-stack';
import { AADHAAR_UPLOAD_FIELD } from '@matrimony/contracts/http/identity/verification';
import { issueOfflineEkyc } from '@matrimony/uidai-dev';
import { READY_BADGES } from './badges';
import { readyMemberLooks } from './ready-profiles';
import { portraitJpeg } from './render-portraits';

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
  const looks = readyMemberLooks();
  let n = 0;
  for (const [key, account] of Object.entries(READY_ACCOUNTS)) {
    if (!isReadyMember(account)) continue;
    n += 1;
    const { tokens } = await ensureAccount(gatewayUrl, natsUrl, account, `198.18.250.${n}`);
    const { look, profile: body } = looks[key as ReadyMemberKey];
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
    const badges = READY_BADGES[key as ReadyMemberKey];
    const profile = await profileDb.collection('profiles').findOneAndUpdate(
      { mobile: account.mobile },
      // The photo badge only ever given here, never taken: a check the member passed since the first seed stays.
      // updatedAt moves as a moderator's approval moves it, so svc-profile's candidate-list job sees the approval.
      {
        $set: {
          moderationStatus: 'approved',
          updatedAt: new Date(),
          ...(badges?.photoVerified ? { photoVerified: true } : {})
        }
      },
      { returnDocument: 'after' }
    );
    if (badges?.idVerified) await verifyReadyId(gatewayUrl, tokens.access_token, account, n);
    const userId = profile?.userId as string | undefined;
    if (userId && account.plan === 'free') await lapseWelcomeMonth(profileDb, billingDb, userId);
    log(`ready account: ${account.role} ${account.mobile}`);
  }
}

/**
 * The member's ID check, passed as a member passes it: a stand-in UIDAI file for their own mobile, name, birth date
 * and gender, uploaded with its share code (svc-identity keeps the outcome and tells svc-profile, which shows the
 * badge). Skipped once passed.
 */
async function verifyReadyId(
  gatewayUrl: string,
  token: string,
  account: ReadyAccount,
  n: number
): Promise<void> {
  const checks = await api(gatewayUrl, '/api/identity/verification', token);
  if (checks.ok && ((await checks.json()) as { id?: { verified?: boolean } }).id?.verified) return;
  const shareCode = 'Demo@2026';
  const [year, month, day] = account.dateOfBirth.split('-');
  const file = await issueOfflineEkyc({
    mobile: account.mobile,
    name: account.fullName,
    dob: `${day}-${month}-${year}`,
    gender: account.gender === 'female' ? 'F' : 'M',
    lastFourDigits: `402${n}`,
    shareCode
  });
  const form = new FormData();
  form.append('shareCode', shareCode);
  form.append(
    AADHAAR_UPLOAD_FIELD,
    new Blob([new Uint8Array(file.zip)], { type: 'application/zip' }),
    file.fileName
  );
  const verified = await api(gatewayUrl, '/api/identity/verification/aadhaar', token, {
    method: 'POST',
    body: form
  });
  if (verified.status !== 201)
    throw new Error(`ID check for the ${account.role}: ${verified.status} ${await verified.text()}`);
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
