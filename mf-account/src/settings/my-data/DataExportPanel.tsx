import { styled } from 'styled-components';
import { DATA_EXPORTS_PER_DAY } from '@matrimony/catalog/constants';
import { messageText } from '@matrimony/catalog/messages';
import { Button, VisuallyHidden } from '@matrimony/ui';
import { ProgressBar } from '@matrimony/ui/progress-bar';
import { Actions, Muted } from '../../shared/styles';
import { exportProgress, exportStatusLine } from './data-export';
import { ExportHistory } from './ExportHistory';
import { useSettingsT, type SettingsMessageId } from '../messages';
import { Notice } from '../Notice';
import { QueryFailed } from '../QueryFailed';
import { SubSection } from '../SettingsSection';
import { type DataExportActions, type DataExportState } from './use-data-export';

const INCLUDED: readonly SettingsMessageId[] = [
  'settings.export.included.profile',
  'settings.export.included.interests',
  'settings.export.included.payments',
  'settings.export.included.notifications',
  'settings.export.included.consent'
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
  const t = useSettingsT();
  return (
    <SubSection aria-labelledby="download-data-heading">
      <h3 id="download-data-heading">{t('settings.export.heading')}</h3>
      <p style={{ margin: 0 }}>{t('settings.export.lead')}</p>
      <Included>
        {INCLUDED.map((line) => (
          <li key={line}>{t(line)}</li>
        ))}
      </Included>
      <Muted>{t('settings.export.note', { count: DATA_EXPORTS_PER_DAY })}</Muted>
      {/* Announces what changes while the member waits; the sentences themselves are shown below. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {loading ? <Muted>{t('settings.export.looking')}</Muted> : null}
      {loadFailure ? (
        <QueryFailed what={t('settings.export.failedWhat')} error={loadFailure} retry={props.reload} />
      ) : null}
      {loading ? null : (
        <Current>
          <Status ref={statusRef} tabIndex={-1}>
            {status ?? t('settings.export.none')}
          </Status>
          {progress ? (
            <ProgressBar value={progress.received} max={progress.expected} label={progress.label} />
          ) : null}
          {watchFailure ? (
            <Notice
              tone="danger"
              message={{ title: t('settings.export.watchFailed'), description: messageText(watchFailure) }}
            >
              <Button
                type="button"
                variant="secondary"
                size="sm"
                style={{ marginTop: '0.75rem' }}
                onClick={props.resumeWatching}
              >
                {t('settings.export.checkAgain')}
              </Button>
            </Notice>
          ) : null}
          {current?.status === 'preparing' ? null : (
            <Actions>
              {current?.status === 'ready' ? (
                <Button
                  type="button"
                  onClick={props.download}
                  busy={downloading}
                  busyLabel={t('settings.export.downloading')}
                >
                  {t('settings.export.download')}
                </Button>
              ) : null}
              <Button
                type="button"
                variant={current?.status === 'ready' ? 'secondary' : 'primary'}
                onClick={props.prepare}
                busy={requesting}
                busyLabel={t('settings.export.asking')}
              >
                {current?.status === 'ready' ? t('settings.export.prepareNew') : t('settings.export.prepare')}
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
