import { styled } from 'styled-components';
import { media, VisuallyHidden } from '@matrimony/ui';
import { SkeletonBlock } from '@matrimony/ui/skeletons';
import { Muted } from '../../shared/styles';
import { GRID_COLUMNS, GRID_ROWS, switchName } from './notification-grid';
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
        ? 'Saving…'
        : save.kind === 'saved'
          ? 'Your notification settings are saved.'
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
  return (
    <SettingsSection id="notifications">
      <Muted>
        Choose what we tell you about, in the site and by e-mail. Changes are saved as you tick them. We never
        send marketing SMS.
      </Muted>
      {settings ? (
        <Table aria-labelledby="notifications-heading">
          <thead>
            <tr>
              <th scope="col">Tell me when</th>
              {GRID_COLUMNS.map((column) => (
                <th key={column.channel} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GRID_ROWS.map((row) => (
              <tr key={row.category}>
                <th scope="row">{row.label}</th>
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
                      <VisuallyHidden>{`No ${column.label.toLowerCase()} setting`}</VisuallyHidden>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      ) : query.isLoading ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading your notification settings…</VisuallyHidden>
          <SkeletonBlock $height="12rem" />
        </div>
      ) : (
        <QueryFailed
          what="Your notification settings"
          error={query.error}
          retry={() => void query.refetch()}
        />
      )}
      <SaveStatus save={save} />
      <Muted>
        Payment receipts, acknowledgements of reports you make and security notices (such as a password
        change) are always sent.
      </Muted>
    </SettingsSection>
  );
}
