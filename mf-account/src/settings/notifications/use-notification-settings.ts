// Saving the notification grid as the member ticks it. Each tick shows at once and is sent as the whole grid;
// a tick while a save is on the wire waits, and only the newest grid is sent next, so the service ends with
// what the member last saw, in order. A refused save puts back the grid as stored and says why.
import { useRef, useState } from 'react';
import { type UserMessage } from '@matrimony/catalog/messages';
import {
  type NotificationChannel,
  type SwitchableNotificationCategory
} from '@matrimony/catalog/notifications';
import { problemMessage } from '@matrimony/session';
import {
  useNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  type NotificationSettings
} from '@matrimony/session/notifications';
import { withSwitch } from './notification-grid';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: UserMessage };

export function useNotificationSettings() {
  const query = useNotificationSettingsQuery();
  const [update] = useUpdateNotificationSettingsMutation();
  /** What the member ticked and the service has not confirmed yet. */
  const [draft, setDraft] = useState<NotificationSettings>();
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const next = useRef<NotificationSettings | undefined>(undefined);
  const sending = useRef(false);

  async function sendQueued(): Promise<void> {
    sending.current = true;
    try {
      while (next.current) {
        const grid = next.current;
        next.current = undefined;
        await update(grid).unwrap();
      }
      setDraft(undefined);
      setSave({ kind: 'saved' });
    } catch (error) {
      next.current = undefined;
      setDraft(undefined);
      setSave({ kind: 'failed', message: problemMessage(error) });
    } finally {
      sending.current = false;
    }
  }

  const settings = draft ?? query.data;
  return {
    query,
    settings,
    save,
    setSwitch(category: SwitchableNotificationCategory, channel: NotificationChannel, on: boolean): void {
      const base = next.current ?? settings;
      if (!base) return;
      const grid = withSwitch(base, category, channel, on);
      setDraft(grid);
      next.current = grid;
      setSave({ kind: 'saving' });
      if (!sending.current) void sendQueued();
    }
  };
}
