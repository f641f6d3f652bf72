import { styled } from 'styled-components';
import { DATA_EXPORTS_PER_DAY } from '@matrimony/catalog/constants';
import { messageText } from '@matrimony/catalog/messages';
import { Button, VisuallyHidden } from '@matrimony/ui';
import { ProgressBar } from '@matrimony/ui/progress-bar';
import { Actions, Muted } from '../../shared/styles';
import { exportProgress, exportStatusLine } from './data-export';
import { ExportHistory } from './ExportHistory';
import { Notice } from '../Notice';
import { QueryFailed } from '../QueryFailed';
import { SubSection } from '../SettingsSection';
import { type DataExportActions, type DataExportState } from './use-data-export';

const INCLUDED = [
  'your profile and photos;',
  'your interests and matches;',
  'your payments and receipts;',
  'your notifications and settings;',
  'the consent you gave when you registered.'
];

const Included = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Current = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Status = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    outline: none;
  }
`;

export type DataExportPanelProps = DataExportState & DataExportActions;

/**
 * "Download my data" as it stands: what the archive holds, the newest export (being prepared with its progress,
 * ready with the download, or no longer available), refusals in the service's words, and the earlier requests.
 */
export function DataExportPanel(props: DataExportPanelProps) {
  const { exports, loadFailure, failure, watchFailure, requesting, downloading, announcement, statusRef } =
    props;
  const current = exports?.[0];
  const status = exportStatusLine(current);
  const progress = current?.status === 'preparing' ? exportProgress(current) : undefined;
  const loading = exports === undefined && !loadFailure;
  return (
    <SubSection aria-labelledby="download-data-heading">
      <h3 id="download-data-heading">Download my data</h3>
      <p style={{ margin: 0 }}>A copy of everything we hold about you, in one zip file:</p>
      <Included>
        {INCLUDED.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Included>
      <Muted>
        It is usually ready within a minute. The download link works for 24 hours, and only for you: it needs
        you signed in. You can ask for a copy {DATA_EXPORTS_PER_DAY} times a day.
      </Muted>
      {/* Announces what changes while the member waits; the sentences themselves are shown below. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {loading ? <Muted>Looking for your earlier requests…</Muted> : null}
      {loadFailure ? (
        <QueryFailed what="Your earlier requests" error={loadFailure} retry={props.reload} />
      ) : null}
      {loading ? null : (
        <Current>
          <Status ref={statusRef} tabIndex={-1}>
            {status ?? 'You have not asked for a copy of your data yet.'}
          </Status>
          {progress ? (
            <ProgressBar value={progress.received} max={progress.expected} label={progress.label} />
          ) : null}
          {watchFailure ? (
            <Notice
              tone="danger"
              message={{ title: 'We could not check on your copy.', description: messageText(watchFailure) }}
            >
              <Button
                type="button"
                variant="secondary"
                size="sm"
                style={{ marginTop: '0.75rem' }}
                onClick={props.resumeWatching}
              >
                Check again
              </Button>
            </Notice>
          ) : null}
          {current?.status === 'preparing' ? null : (
            <Actions>
              {current?.status === 'ready' ? (
                <Button type="button" onClick={props.download} busy={downloading} busyLabel="Downloading…">
                  Download (zip)
                </Button>
              ) : null}
              <Button
                type="button"
                variant={current?.status === 'ready' ? 'secondary' : 'primary'}
                onClick={props.prepare}
                busy={requesting}
                busyLabel="Asking…"
              >
                {current?.status === 'ready' ? 'Prepare a new copy' : 'Prepare my data'}
              </Button>
            </Actions>
          )}
          {failure ? <Notice tone="danger" message={failure} /> : null}
        </Current>
      )}
      {exports && exports.length > 1 ? <ExportHistory exports={exports.slice(1)} /> : null}
    </SubSection>
  );
}
