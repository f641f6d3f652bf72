import { Badge } from '@matrimony/ui';
import { useBellT } from './messages';
import { useConnectionsSummary } from '@matrimony/session/connections';

/** The number of interests waiting for an answer, beside "Interests" (loaded lazily: it brings the data client). */
export default function PendingInterestsBadge() {
  const pending = useConnectionsSummary().data?.interestsReceivedPending ?? 0;
  const t = useBellT();
  if (pending === 0) return null;
  return (
    <Badge $tone="accent" aria-label={t('shell.badge.new', { count: pending })}>
      {pending > 99 ? '99+' : pending}
    </Badge>
  );
}
