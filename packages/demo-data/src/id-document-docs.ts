// The demo's ID documents waiting for a moderator (docs/product-rules.md#verification): a generated "SPECIMEN" card
// with the member's name, never a real document, and the submission as svc-identity stores it.
import { randomUUID } from 'node:crypto';
import { type ObjectId } from 'mongodb';
import { ID_DOCUMENT_KINDS, type IdDocumentKind } from '@matrimony/catalog';

const HOUR_MS = 60 * 60 * 1000;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A card the size of an ID card photographed by a phone, plainly marked as a specimen. */
export function specimenCardSvg(name: string, kind: IdDocumentKind, dateOfBirth: string): string {
  const label = ID_DOCUMENT_KINDS.find((each) => each.id === kind)?.label ?? kind;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="630" viewBox="0 0 1000 630">
  <rect width="1000" height="630" rx="36" fill="#eef3f8"/>
  <rect x="0" y="0" width="1000" height="110" rx="36" fill="#1f4e79"/>
  <rect x="0" y="74" width="1000" height="36" fill="#1f4e79"/>
  <text x="48" y="72" font-family="sans-serif" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(label.toUpperCase())}</text>
  <rect x="48" y="160" width="220" height="280" rx="12" fill="#c9d6e3"/>
  <circle cx="158" cy="260" r="60" fill="#9fb3c8"/>
  <rect x="88" y="330" width="140" height="90" rx="45" fill="#9fb3c8"/>
  <text x="310" y="200" font-family="sans-serif" font-size="26" fill="#52606d">Name</text>
  <text x="310" y="245" font-family="sans-serif" font-size="40" font-weight="700" fill="#1f2933">${escapeXml(name)}</text>
  <text x="310" y="310" font-family="sans-serif" font-size="26" fill="#52606d">Date of birth</text>
  <text x="310" y="355" font-family="sans-serif" font-size="36" fill="#1f2933">${escapeXml(dateOfBirth)}</text>
  <text x="310" y="420" font-family="sans-serif" font-size="26" fill="#52606d">Number</text>
  <text x="310" y="460" font-family="sans-serif" font-size="36" fill="#1f2933">XXXX XXXX XXXX</text>
  <text x="500" y="560" text-anchor="middle" font-family="sans-serif" font-size="120" font-weight="700" fill="#d64545" fill-opacity="0.55" transform="rotate(-14 500 400)">SPECIMEN</text>
</svg>`;
}

export interface DemoIdDocumentDoc {
  _id: string;
  userId: string;
  profileId: string;
  memberNumber: string | null;
  displayName: string;
  kind: IdDocumentKind;
  status: 'pending';
  submittedAt: Date;
  decidedAt: null;
  reason: null;
  actorUserId: null;
  imageId: ObjectId;
  contentType: 'image/jpeg';
  imageHeld: true;
  pendingEvents: never[];
}

/** How long ago each demo document was sent: the first is past the 24-hour target, so the queue shows one overdue. */
export const DEMO_DOCUMENT_AGES_HOURS = [30, 9, 2] as const;
export const DEMO_DOCUMENT_KINDS: readonly IdDocumentKind[] = ['pan-card', 'passport', 'driving-licence'];

export function pendingIdDocumentDoc(
  member: { userId: string; profileId: string; memberNumber: string | null; displayName: string },
  index: number,
  imageId: ObjectId,
  now: Date
): DemoIdDocumentDoc {
  return {
    _id: randomUUID(),
    userId: member.userId,
    profileId: member.profileId,
    memberNumber: member.memberNumber,
    displayName: member.displayName,
    kind: DEMO_DOCUMENT_KINDS[index % DEMO_DOCUMENT_KINDS.length]!,
    status: 'pending',
    submittedAt: new Date(
      now.getTime() - DEMO_DOCUMENT_AGES_HOURS[index % DEMO_DOCUMENT_AGES_HOURS.length]! * HOUR_MS
    ),
    decidedAt: null,
    reason: null,
    actorUserId: null,
    imageId,
    contentType: 'image/jpeg',
    imageHeld: true,
    pendingEvents: []
  };
}
