import { Badge } from '@matrimony/ui';
import { useBellT } from './messages';
import { useUnreadMessages } from '@matrimony/session/conversations';

/** Unread messages over all conversations, beside "Messages" (loaded lazily: it brings the data client). */
export default function UnreadMessagesBadge() {
  const unread = useUnreadMessages() ?? 0;
  const t = useBellT();
  if (unread === 0) return null;
  return (
    <Badge $tone="accent" aria-label={t('shell.badge.unread', { count: unread })}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}
