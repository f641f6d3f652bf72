// The archive of an export, assembled from the EXPORTS bucket while it is sent: one entry at a time, each object
// read from the store only when the zip reaches it, so nothing is held in memory whole.
import { type Writable } from 'node:stream';
import { ZipFile } from 'yazl';
import { archivePathOf, EXPORT_PARTS } from '@matrimony/contracts';
import { type ExportStore } from '@matrimony/service-kit';
import { type ExportRecord } from '../store/exports';

const README = `A copy of the data we hold about you
=====================================

identity.json  your account: mobile, e-mail, name, the consent you gave at registration
               (declaration, versions of the Terms of Service and Privacy Policy, time)
profile.json   your profile, partner preferences, interests, shortlist, blocks, profile views,
               contact reveals and reports you filed; other members appear only by profile id,
               member number and the name the site shows (never their contact details)
billing.json   your subscriptions, orders, receipts and contact unlocks
notify.json    your notifications, notification settings and the messages we sent you
photos/        your own photos and horoscope image, full size, as stored after upload
               (re-encoded: camera data such as location was removed when you uploaded them)

Times are UTC (ISO 8601). Questions: write to us through Help & Support.
`;

/** The objects of a ready export in archive order (identity, profile, billing, notify), with their paths. */
export function archiveEntries(record: ExportRecord): { object: string; path: string }[] {
  const byPart = new Map(record.parts.map((part) => [part.part, part.objects]));
  return EXPORT_PARTS.flatMap((part) =>
    (byPart.get(part) ?? []).flatMap((object) => {
      const path = archivePathOf(record._id, object);
      return path ? [{ object, path }] : [];
    })
  );
}

/** Whether every object of the export is still in the bucket (each ages out on its own). */
export async function archiveComplete(store: ExportStore, record: ExportRecord): Promise<boolean> {
  for (const { object } of archiveEntries(record)) if (!(await store.has(object))) return false;
  return true;
}

/** Streams the zip into `out`; a failed read ends `out` with the error (the download breaks, nothing is made up). */
export function streamArchive(
  store: ExportStore,
  record: ExportRecord,
  out: Writable & { destroy(error?: Error): void }
): void {
  const zip = new ZipFile();
  const mtime = record.readyAt ?? record.requestedAt;
  zip.addBuffer(Buffer.from(README, 'utf8'), 'README.txt', { mtime });
  for (const { object, path } of archiveEntries(record)) {
    // Photos are compressed already; JSON shrinks a lot.
    zip.addReadStreamLazy(path, { mtime, compress: path.endsWith('.json') }, (done) => {
      store.read(object).then(
        (stream) =>
          stream
            ? done(null, stream)
            : done(new Error(`export object ${object} is gone`), undefined as never),
        (err: unknown) => done(err, undefined as never)
      );
    });
  }
  zip.on('error', (err: Error) => out.destroy(err));
  zip.outputStream.on('error', (err: Error) => out.destroy(err));
  zip.outputStream.pipe(out);
  zip.end();
}
