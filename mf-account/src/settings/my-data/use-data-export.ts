import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { type UserMessage } from '@matrimony/catalog/messages';
import { asProblem, problemMessage } from '@matrimony/session';
import { downloadExport, getExport, listExports, requestExport, type DataExport } from '../../api/identity';
import { saveFile } from '../../shared/save-file';
import { settingsText } from '../messages';
import {
  archiveFileName,
  exportAnnouncement,
  EXPORT_POLL_MS,
  prepareFailure,
  withExport
} from './data-export';

export type DataExportState = {
  /** The member's recent exports, newest first; undefined until GET /exports answers. */
  exports: DataExport[] | undefined;
  /** GET /exports failed (the member can still prepare a new copy). */
  loadFailure: unknown;
  /** A refused prepare or download, in the service's words. */
  failure: UserMessage | undefined;
  /** Asking about the export being prepared failed; watching stopped until the member asks again. */
  watchFailure: UserMessage | undefined;
  requesting: boolean;
  downloading: boolean;
  /** What the polite live region says: progress while the member waits, and the download. */
  announcement: string;
};

export type DataExportActions = {
  prepare: () => void;
  download: () => void;
  reload: () => void;
  resumeWatching: () => void;
  /** The status sentence, which takes the focus when the button pressed goes away. */
  statusRef: RefObject<HTMLParagraphElement | null>;
};

/**
 * The member's exports: read once, the newest one asked about every few seconds while it is being prepared, a new
 * one asked for, a ready one downloaded with the session's token and saved.
 */
export function useDataExport(): DataExportState & DataExportActions {
  const [exports, setExports] = useState<DataExport[]>();
  const [loadFailure, setLoadFailure] = useState<unknown>();
  const [failure, setFailure] = useState<UserMessage>();
  const [watchFailure, setWatchFailure] = useState<UserMessage>();
  const [requesting, setRequesting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);
  const current = exports?.[0];

  const load = useCallback((signal?: AbortSignal) => {
    setLoadFailure(undefined);
    listExports(signal).then(
      (list) => setExports(list),
      (error: unknown) => {
        if (!signal?.aborted) setLoadFailure(error);
      }
    );
  }, []);

  useEffect(() => {
    const aborted = new AbortController();
    load(aborted.signal);
    return () => aborted.abort();
  }, [load]);

  // One question per answer: each answer is a new object, so this runs again until the export is no longer preparing.
  useEffect(() => {
    if (current?.status !== 'preparing' || watchFailure) return;
    const aborted = new AbortController();
    const timer = setTimeout(() => {
      getExport(current.id, aborted.signal).then(
        (next) => {
          if (next.status !== current.status || next.partsReceived.length !== current.partsReceived.length)
            setAnnouncement(exportAnnouncement(next));
          setExports((list) => withExport(list, next));
        },
        (error: unknown) => {
          if (!aborted.signal.aborted) setWatchFailure(problemMessage(error));
        }
      );
    }, EXPORT_POLL_MS);
    return () => {
      clearTimeout(timer);
      aborted.abort();
    };
  }, [current, watchFailure]);

  useEffect(() => {
    if (!focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [exports]);

  const prepare = () => {
    if (requesting) return;
    setFailure(undefined);
    setRequesting(true);
    requestExport()
      .then(
        (started) => {
          focusStatus.current = true;
          setWatchFailure(undefined);
          setExports((list) => withExport(list, started));
        },
        (error: unknown) => setFailure(prepareFailure(error, new Date()))
      )
      .finally(() => setRequesting(false));
  };

  const download = () => {
    if (downloading || current?.status !== 'ready' || !current.archivePath) return;
    const ready = current;
    setFailure(undefined);
    setDownloading(true);
    downloadExport(current.archivePath)
      .then(
        (file) => {
          const name = archiveFileName(file.filename, ready);
          saveFile(file.blob, name);
          setAnnouncement(settingsText('settings.export.saved', { name }));
        },
        (error: unknown) => {
          setFailure(problemMessage(error));
          // Expired or gone since the page read it: show what it is now (the download button goes, so does the focus).
          if (asProblem(error)?.status === 410 || asProblem(error)?.status === 404) {
            focusStatus.current = true;
            load();
          }
        }
      )
      .finally(() => setDownloading(false));
  };

  return {
    exports,
    loadFailure,
    failure,
    watchFailure,
    requesting,
    downloading,
    announcement,
    prepare,
    download,
    reload: () => load(),
    resumeWatching: () => setWatchFailure(undefined),
    statusRef
  };
}
