import { styled } from 'styled-components';
import { media, VisuallyHidden } from '@matrimony/ui';
import { SkeletonBlock } from '@matrimony/ui/skeletons';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { Muted } from '../../shared/styles';
import { GRID_COLUMNS, GRID_ROWS, switchName } from './notification-grid';
import { settingsText, useSettingsT } from '../messages';
import { LanguageSetting } from '../language/LanguageSetting';
import { Notice } from '../Notice';
import { QueryFailed } from '../QueryFailed';
import { SettingsSection } from '../SettingsSection';
import { useNotificationSettings, type SaveState } from './use-notification-settings';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
    width: 4.5rem;
    /* A channel's name in Tamil or Hindi can be longer than the column on a 390 px phone: it wraps, never overflows. */
    overflow-wrap: anywhere;
    ${media.up('sm')} {
      width: 6.5rem;
    }
  }
  & thead th:first-child,
  & tbody th {
    text-align: left;
    width: auto;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  & td {
    text-align: center;
  }
  & input {
    width: 1.375rem;
    height: 1.375rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

function SaveStatus({ save }: { save: SaveState }) {
  // One polite region for progress; a refusal is an alert with the service's words.
  if (save.kind === 'failed') return <Notice tone="danger" message={save.message} />;
  return (
    <Muted role="status" aria-live="polite">
      {save.kind === 'saving'
        ? settingsText('settings.notifications.saving')
        : save.kind === 'saved'
          ? settingsText('settings.notifications.saved')
          : null}
    </Muted>
  );
}

/**
 * Notifications: per category, in the site and by e-mail, on or off. Each tick is saved at once (no Save
 * button): a member expects a ticked box to be the setting, and nothing is lost by leaving the page.
 */
export function NotificationsSection() {
  const { query, settings, save, setSwitch } = useNotificationSettings();
  const t = useSettingsT();
  const text = useCatalogText();
  return (
    <SettingsSection id="notifications">
      <Muted>{t('settings.notifications.intro')}</Muted>
      {settings ? (
        <Table aria-labelledby="notifications-heading">
          <thead>
            <tr>
              <th scope="col">{t('settings.notifications.tellMeWhen')}</th>
              {GRID_COLUMNS.map((column) => (
                <th key={column.channel} scope="col">
                  {text(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GRID_ROWS.map((row) => (
              <tr key={row.category}>
                <th scope="row">{text(row.label)}</th>
                {GRID_COLUMNS.map((column) => (
                  <td key={column.channel}>
                    {row.channels.includes(column.channel) ? (
                      <input
                        type="checkbox"
                        aria-label={switchName(column, row)}
                        checked={settings[row.category][column.channel]}
                        onChange={(event) => setSwitch(row.category, column.channel, event.target.checked)}
                      />
                    ) : (
                      <VisuallyHidden>
                        {t('settings.notifications.noSetting', { channel: text(column.label).toLowerCase() })}
                      </VisuallyHidden>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      ) : query.isLoading ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('settings.notifications.loading')}</VisuallyHidden>
          <SkeletonBlock $height="12rem" />
        </div>
      ) : (
        <QueryFailed
          what={t('settings.notifications.failedWhat')}
          error={query.error}
          retry={() => void query.refetch()}
        />
      )}
      <SaveStatus save={save} />
      <Muted>{t('settings.notifications.alwaysSent')}</Muted>
      <LanguageSetting />
    </SettingsSection>
  );
}
