// Time from upload to badge: for each verification check, how soon its badge shows on the member's profile page as a
// member of the other gender opens it (GET /api/profiles/:profileId, polled every 10 ms). Aadhaar offline e-KYC is
// timed from the upload's answer (the check is automatic); an ID document and a live selfie from the administrator's
// approval, given at once: the moderator's wait (24-hour target) is not in those figures. Fresh members through the
// gateway, one check at a time, each check's uploads timed too.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient, ObjectId } from 'mongodb';
import sharp from 'sharp';
import { sampleProfileBody } from '@matrimony/catalog/testing';
import { identityApi } from '@matrimony/contracts/http/identity';
import {
  idDocumentItemSchema,
  ID_DOCUMENT_UPLOAD_FIELD
} from '@matrimony/contracts/http/identity/id-documents';
import {
  AADHAAR_UPLOAD_FIELD,
  verificationChecksSchema
} from '@matrimony/contracts/http/identity/verification';
import { pagedResponseSchema } from '@matrimony/contracts/http/pagination';
import { profileApi } from '@matrimony/contracts/http/profile';
import { profilePageSchema } from '@matrimony/contracts/http/profile/discovery';
import { ownProfileSchema } from '@matrimony/contracts/http/profile/own-profile';
import {
  photoCheckChallengeSchema,
  photoCheckStateSchema,
  selfieItemSchema,
  SELFIE_UPLOAD_FIELD
} from '@matrimony/contracts/http/profile/photo-check';
import { READY_ACCOUNTS } from '@matrimony/dev-stack';
import { signIn, type OtpInbox } from '@matrimony/resilience';
import { issueOfflineEkyc } from '@matrimony/uidai-dev';
import { call, expectAnswer, type Caller } from './badge-calls';
import { type Figures } from './budgets';
import { memberWithProfile, type Side } from './members';
import { percentile } from './stats';

const MEMBERS_PER_CHECK = 5;
const POLL_MS = 10;
/** A badge not shown this long after its upload or approval is missing. */
const GIVE_UP_MS = 10_000;
const REGISTERING_AT_ONCE = 4;
/** Bench members' indexes for this group (notify uses 3,000–3,029, conversations from 4,000). */
const FIRST_INDEX = 6_000;
const SHARE_CODE = '2468';
const CHECKS = ['aadhaar', 'document', 'selfie'] as const;
type Check = (typeof CHECKS)[number];

const identity = identityApi.routes;
const profiles = profileApi.routes;

interface Timings {
  /** The upload request's own time (Aadhaar: the whole automatic check). */
  uploadMs: number[];
  /** From the upload's answer (Aadhaar) or the approval's answer to the badge shown to another member. */
  visibleMs: number[];
  missing: number;
  firstError?: string;
}

const jpeg = (width: number, height: number, shade: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: shade, g: 140, b: 110 } } })
    .jpeg()
    .toBuffer();

/** The stand-in file carries the profile's date of birth as UIDAI writes it (DD-MM-YYYY). */
const aadhaarDob = () => String(sampleProfileBody().dateOfBirth).split('-').reverse().join('-');

async function untilBadge(
  gatewayUrl: string,
  viewer: Caller,
  profileId: string,
  badge: 'id' | 'photo',
  from: number
): Promise<number> {
  let last = 'no answer';
  while (performance.now() - from < GIVE_UP_MS) {
    const answer = await call(gatewayUrl, profileApi, profiles.getProfile, viewer, { params: { profileId } });
    if (answer.status === 200) {
      const { badges } = profilePageSchema.parse(answer.body).profile;
      if (badges[badge]) return answer.at - from;
      last = `badges ${JSON.stringify(badges)}`;
    } else last = `status ${answer.status}`;
    await sleep(Math.max(0, POLL_MS - (performance.now() - answer.at)));
  }
  throw new Error(`the ${badge} badge did not show within ${GIVE_UP_MS} ms (last: ${last})`);
}

async function badgeShown(gatewayUrl: string, viewer: Caller, profileId: string, badge: 'id' | 'photo') {
  const answer = await call(gatewayUrl, profileApi, profiles.getProfile, viewer, { params: { profileId } });
  return expectAnswer(profiles.getProfile, answer, profilePageSchema).profile.badges[badge];
}

/** The administrator's queue read page by page (oldest first) until the member's item. */
async function queuedFor<T extends { profileId: string }>(
  gatewayUrl: string,
  admin: Caller,
  route: typeof identity.idDocumentQueue | typeof profiles.selfieQueue,
  schema: { parse(data: unknown): { items: T[]; total: number } },
  profileId: string
): Promise<T> {
  const api = route === identity.idDocumentQueue ? identityApi : profileApi;
  for (let page = 1; ; page += 1) {
    const answer = await call(gatewayUrl, api, route, admin, { query: `page=${page}&pageSize=100` });
    const { items, total } = expectAnswer(route, answer, schema);
    const item = items.find((queued) => queued.profileId === profileId);
    if (item) return item;
    if (page * 100 >= total) throw new Error(`${route.name}: profile ${profileId} is not in the queue`);
  }
}

interface Run {
  gatewayUrl: string;
  client: MongoClient;
  viewer: Caller;
  admin: Caller;
  images: { document: Buffer; photo: Buffer; selfie: Buffer };
}

/** One member's check: the badge not shown before, the upload, (the approval,) the badge shown. */
async function verifyOne(
  run: Run,
  check: Check,
  side: Side,
  ordinal: number
): Promise<{ uploadMs: number; visibleMs: number }> {
  const { gatewayUrl, viewer, admin, images } = run;
  const member: Caller = { ...side.member, tokens: await signIn(gatewayUrl, side.member) };
  const badge = check === 'selfie' ? 'photo' : 'id';
  if (await badgeShown(gatewayUrl, viewer, side.profileId, badge))
    throw new Error(`${check}: the ${badge} badge showed before the check`);

  if (check === 'aadhaar') {
    const file = await issueOfflineEkyc({
      mobile: side.member.mobile,
      name: side.member.fullName,
      dob: aadhaarDob(),
      gender: 'F',
      lastFourDigits: String(1_000 + ordinal * 1_237).slice(-4),
      shareCode: SHARE_CODE
    });
    const uploaded = await call(gatewayUrl, identityApi, identity.verifyAadhaarOffline, member, {
      upload: {
        field: AADHAAR_UPLOAD_FIELD,
        file: file.zip,
        fileName: file.fileName,
        type: 'application/zip',
        fields: { shareCode: SHARE_CODE }
      }
    });
    if (!expectAnswer(identity.verifyAadhaarOffline, uploaded, verificationChecksSchema).id.verified)
      throw new Error('aadhaar: the answer did not say the ID is verified');
    const visibleMs = await untilBadge(gatewayUrl, viewer, side.profileId, 'id', uploaded.at);
    return { uploadMs: uploaded.ms, visibleMs };
  }

  if (check === 'document') {
    const uploaded = await call(gatewayUrl, identityApi, identity.submitIdDocument, member, {
      upload: {
        field: ID_DOCUMENT_UPLOAD_FIELD,
        file: images.document,
        fileName: 'pan-card.jpg',
        type: 'image/jpeg',
        fields: { kind: 'pan-card' }
      }
    });
    expectAnswer(identity.submitIdDocument, uploaded, verificationChecksSchema);
    const queued = await queuedFor(
      gatewayUrl,
      admin,
      identity.idDocumentQueue,
      pagedResponseSchema(idDocumentItemSchema.pick({ submissionId: true, profileId: true })),
      side.profileId
    );
    const decided = await call(gatewayUrl, identityApi, identity.decideIdDocument, admin, {
      params: { submissionId: queued.submissionId },
      json: { decision: 'approve' }
    });
    expectAnswer(identity.decideIdDocument, decided, idDocumentItemSchema);
    const visibleMs = await untilBadge(gatewayUrl, viewer, side.profileId, 'id', decided.at);
    return { uploadMs: uploaded.ms, visibleMs };
  }

  // The photo check compares the selfie with a profile photo: the member adds one first.
  const photo = await call(gatewayUrl, profileApi, profiles.uploadPhotos, member, {
    upload: { field: 'photos', file: images.photo, fileName: 'photo.jpg', type: 'image/jpeg', fields: {} }
  });
  expectAnswer(profiles.uploadPhotos, photo, ownProfileSchema);
  // A new photo sends the profile back to moderation (others see it again once approved): approved in the
  // database, as the bench's members were.
  await run.client
    .db('profile')
    .collection('profiles')
    .updateOne({ _id: new ObjectId(side.profileId) }, { $set: { moderationStatus: 'approved' } });
  const challenge = expectAnswer(
    profiles.createPhotoCheckChallenge,
    await call(gatewayUrl, profileApi, profiles.createPhotoCheckChallenge, member),
    photoCheckChallengeSchema
  );
  const uploaded = await call(gatewayUrl, profileApi, profiles.submitSelfie, member, {
    upload: {
      field: SELFIE_UPLOAD_FIELD,
      file: images.selfie,
      fileName: 'selfie.jpg',
      type: 'image/jpeg',
      fields: { challengeId: challenge.challengeId }
    }
  });
  expectAnswer(profiles.submitSelfie, uploaded, photoCheckStateSchema);
  const queued = await queuedFor(
    gatewayUrl,
    admin,
    profiles.selfieQueue,
    pagedResponseSchema(selfieItemSchema.pick({ checkId: true, profileId: true })),
    side.profileId
  );
  const decided = await call(gatewayUrl, profileApi, profiles.decideSelfie, admin, {
    params: { checkId: queued.checkId },
    json: { decision: 'approve' }
  });
  const item = expectAnswer(profiles.decideSelfie, decided, selfieItemSchema);
  const visibleMs = await untilBadge(gatewayUrl, viewer, side.profileId, 'photo', decided.at).catch(
    async (error: Error) => {
      const own = await call(gatewayUrl, profileApi, profiles.getPhotoCheck, member);
      throw new Error(
        `${error.message}; decision ${item.status}; the member's check ${JSON.stringify(own.body)}`
      );
    }
  );
  return { uploadMs: uploaded.ms, visibleMs };
}

async function register(gatewayUrl: string, client: MongoClient, inbox: OtpInbox) {
  const count = 1 + CHECKS.length * MEMBERS_PER_CHECK;
  const slots = Array.from({ length: count }, (_, i) => i);
  const registered = new Map<number, Side>();
  const lane = async () => {
    for (let i = slots.shift(); i !== undefined; i = slots.shift())
      registered.set(
        i,
        await memberWithProfile(gatewayUrl, inbox, FIRST_INDEX + i, i === 0 ? 'male' : 'female', client)
      );
  };
  await Promise.all(Array.from({ length: REGISTERING_AT_ONCE }, lane));
  const brides = Array.from({ length: count - 1 }, (_, i) => registered.get(i + 1)!);
  return { groom: registered.get(0)!, brides };
}

const summary = (samples: number[]) =>
  samples.length === 0
    ? 'none'
    : `p50 ${percentile(samples, 50).toFixed(0)} ms, p95 ${percentile(samples, 95).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`;

function figuresOf(check: Check, timings: Timings): Figures {
  const { uploadMs, visibleMs, missing } = timings;
  const figure = (samples: number[], p: number | 'max') =>
    samples.length === 0
      ? { missing: timings.firstError ?? 'no check completed' }
      : { value: Math.round(p === 'max' ? Math.max(...samples) : percentile(samples, p)) };
  return {
    [`badges.${check}.visible.p50-ms`]: figure(visibleMs, 50),
    [`badges.${check}.visible.p95-ms`]: figure(visibleMs, 95),
    [`badges.${check}.visible.max-ms`]: figure(visibleMs, 'max'),
    [`badges.${check}.visible.missing`]: { value: missing },
    [`badges.${check}.upload.p50-ms`]: figure(uploadMs, 50),
    [`badges.${check}.upload.max-ms`]: figure(uploadMs, 'max')
  };
}

const FROM: Record<Check, string> = {
  aadhaar: "from the upload's answer (the check is automatic)",
  document:
    "from the administrator's approval, given at once (the moderator's wait, 24 h target, is not in it)",
  selfie: "from the administrator's approval, given at once (the moderator's wait, 24 h target, is not in it)"
};

export async function measureBadges(
  gatewayUrl: string,
  mongoUrl: string,
  inbox: OtpInbox,
  log: (line: string) => void
): Promise<Figures> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const { groom, brides } = await register(gatewayUrl, client, inbox);
    const images = {
      document: await jpeg(1_000, 630, 200),
      photo: await jpeg(600, 800, 170),
      selfie: await jpeg(480, 640, 180)
    };
    const adminAccount = { ...READY_ACCOUNTS.admin, ip: '198.18.255.253' };
    log(`  ${brides.length + 1} members registered; ${MEMBERS_PER_CHECK} brides per check, one at a time`);
    const figures: Figures = {};
    for (const [c, check] of CHECKS.entries()) {
      const run: Run = {
        gatewayUrl,
        client,
        viewer: { ...groom.member, tokens: await signIn(gatewayUrl, groom.member) },
        admin: { ip: adminAccount.ip, tokens: await signIn(gatewayUrl, adminAccount) },
        images
      };
      const timings: Timings = { uploadMs: [], visibleMs: [], missing: 0 };
      for (let i = 0; i < MEMBERS_PER_CHECK; i += 1) {
        const ordinal = c * MEMBERS_PER_CHECK + i;
        try {
          const { uploadMs, visibleMs } = await verifyOne(run, check, brides[ordinal]!, ordinal);
          timings.uploadMs.push(uploadMs);
          timings.visibleMs.push(visibleMs);
        } catch (error) {
          timings.missing += 1;
          timings.firstError ??= (error as Error).message.slice(0, 300);
        }
      }
      log(
        `  ${check}: badge shown to another member ${FROM[check]}: ${summary(timings.visibleMs)} (${timings.missing} missing${timings.firstError ? `: ${timings.firstError}` : ''}); the upload itself ${summary(timings.uploadMs)}`
      );
      Object.assign(figures, figuresOf(check, timings));
    }
    return figures;
  } finally {
    await client.close();
  }
}
