// The member's data download (DPDP right of access): svc-identity asks every service for its part of an export
// (identity.export.requested); each writes it into the JetStream object store bucket EXPORTS and says so on its
// own stream (<domain>.export.part-ready). Parts can be large (svc-profile's holds the member's photos), so only
// object names travel in events. Described without NATS types, like streams.ts.
import { type EventSubject } from './catalogue';
import { type NatsService } from './permissions';

/** The object store bucket of export parts (its stream is `OBJ_EXPORTS`). */
export const EXPORT_BUCKET = 'EXPORTS';

/** The stream JetStream keeps an object store bucket in. */
export const objectStoreStream = (bucket: string) => `OBJ_${bucket}`;

/** How long an archive can be downloaded once every part is in. */
export const EXPORT_DOWNLOAD_MS = 24 * 60 * 60 * 1000;

/** An export still missing a part this long after it was asked for is given up (a new one can be asked for). */
export const EXPORT_PREPARE_LIMIT_MS = 60 * 60 * 1000;

/**
 * Objects live 24 hours after every part is in: the bucket's max age covers the download window plus the time the
 * parts may take to arrive, since each object's age counts from its own write.
 */
export const EXPORT_BUCKET_MAX_AGE_MS = EXPORT_DOWNLOAD_MS + EXPORT_PREPARE_LIMIT_MS;

/** The parts of an export, one per service, in the order the archive lists them. */
export const EXPORT_PARTS = ['identity', 'profile', 'billing', 'notify'] as const;
export type ExportPart = (typeof EXPORT_PARTS)[number];

/** The service that writes each part. */
export const exportPartWriter: Record<ExportPart, NatsService> = {
  identity: 'svc-identity',
  profile: 'svc-profile',
  billing: 'svc-billing',
  notify: 'svc-notify'
};

/** The subject each service announces its part on, on its own stream (svc-identity records its own part directly). */
export const exportPartReadySubject = {
  profile: 'profile.export.part-ready',
  billing: 'billing.export.part-ready',
  notify: 'notify.export.part-ready'
} as const satisfies Record<Exclude<ExportPart, 'identity'>, EventSubject>;

/** `<exportId>/<part>.json`: a service's JSON part. */
export const exportPartObject = (exportId: string, part: ExportPart) => `${exportId}/${part}.json`;

/** `<exportId>/photos/<name>.jpg`: one of the member's own images (svc-profile). */
export const exportPhotoObject = (exportId: string, name: string) =>
  `${exportId}/photos/${name.replace(/[^A-Za-z0-9_-]/g, '_')}.jpg`;

/** Where an object sits in the archive: its name without the export's prefix. */
export function archivePathOf(exportId: string, objectName: string): string | undefined {
  const prefix = `${exportId}/`;
  return objectName.startsWith(prefix) && objectName.length > prefix.length
    ? objectName.slice(prefix.length)
    : undefined;
}

/**
 * Who may do what with an object store bucket. The owner creates it (and alone may change its settings), reads
 * objects and deletes them; writers put objects. Putting needs the object's metadata looked up first (a stream
 * message get), so a writer's NATS user can read messages of the bucket by sequence, but it cannot create
 * consumers on it, purge it (delete objects) or change it.
 */
export const objectBuckets = {
  [EXPORT_BUCKET]: { owner: 'svc-identity', writers: ['svc-profile', 'svc-billing', 'svc-notify'] }
} as const satisfies Record<string, { owner: NatsService; writers: readonly NatsService[] }>;

/** The NATS subjects a service publishes to for the buckets it owns or writes to (see natsPermissionsOf). */
export function objectStorePublishSubjects(service: NatsService): string[] {
  const subjects: string[] = [];
  for (const [bucket, access] of Object.entries(objectBuckets)) {
    const stream = objectStoreStream(bucket);
    const writes = access.owner === service || (access.writers as readonly NatsService[]).includes(service);
    if (!writes) continue;
    // Chunks and metadata of objects, the bucket's existence check and the metadata lookup before a put.
    subjects.push(
      `$O.${bucket}.C.>`,
      `$O.${bucket}.M.>`,
      `$JS.API.STREAM.INFO.${stream}`,
      `$JS.API.STREAM.MSG.GET.${stream}`
    );
    if (access.owner !== service) continue;
    // The owner creates and updates the bucket, deletes objects (a purge of their chunks) and reads them through
    // ordered push consumers (created under a generated name, answered with flow-control replies).
    subjects.push(
      `$JS.API.STREAM.CREATE.${stream}`,
      `$JS.API.STREAM.UPDATE.${stream}`,
      `$JS.API.STREAM.PURGE.${stream}`,
      `$JS.API.CONSUMER.CREATE.${stream}`,
      `$JS.API.CONSUMER.CREATE.${stream}.>`,
      `$JS.API.CONSUMER.INFO.${stream}.>`,
      `$JS.API.CONSUMER.DELETE.${stream}.>`,
      `$JS.FC.${stream}.>`
    );
  }
  return subjects;
}
