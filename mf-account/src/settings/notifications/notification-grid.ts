// The notification settings grid (docs/product-rules.md#notifications): a row per category the member may switch, from
// the catalog, and a column per channel, with each checkbox's accessible name.
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  isSwitchableNotificationCategory,
  notificationCategoryChannels,
  type NotificationChannel,
  type NotificationSettings,
  type SwitchableNotificationCategory
} from '@matrimony/catalog/notifications';
import { catalogText } from '@matrimony/ui/catalog-text';
import { settingsText } from '../messages';

export type GridRow = {
  category: SwitchableNotificationCategory;
  label: string;
  /** The channels this row has a switch for (messages: e-mail only). */
  channels: readonly NotificationChannel[];
};
export type GridColumn = { channel: NotificationChannel; label: string };

export const GRID_ROWS: readonly GridRow[] = NOTIFICATION_CATEGORIES.flatMap((category) =>
  isSwitchableNotificationCategory(category.id)
    ? [
        {
          category: category.id,
          label: category.settingLabel,
          channels: notificationCategoryChannels(category.id)
        }
      ]
    : []
);

export const GRID_COLUMNS: readonly GridColumn[] = NOTIFICATION_CHANNELS.map((channel) => ({
  channel: channel.id,
  label: channel.label
}));

/** "E-mail for Someone sent me an interest": what a screen reader says for one checkbox. */
export function switchName(column: GridColumn, row: GridRow): string {
  return settingsText('settings.notifications.switchName', {
    channel: catalogText(column.label),
    category: catalogText(row.label)
  });
}

/** The grid with one switch set: a new object (what PUT sends is always the whole grid). */
export function withSwitch(
  settings: NotificationSettings,
  category: SwitchableNotificationCategory,
  channel: NotificationChannel,
  on: boolean
): NotificationSettings {
  return { ...settings, [category]: { ...settings[category], [channel]: on } };
}
