import { TICKET_STATUSES, type TicketStatus } from '@matrimony/catalog/support';
import { Badge, type BadgeTone } from '@matrimony/ui';
import { useCatalogText } from '@matrimony/ui/catalog-text';

const TONES: Record<TicketStatus, BadgeTone> = {
  new: 'primary',
  'waiting-for-us': 'neutral',
  'waiting-for-member': 'accent',
  resolved: 'success'
};

/** Where a ticket stands, in the member's words ("Waiting for you"). */
export function StatusChip({ status }: { status: TicketStatus }) {
  const text = useCatalogText();
  const label = TICKET_STATUSES.find((entry) => entry.id === status)?.label ?? status;
  return <Badge $tone={TONES[status]}>{text(label)}</Badge>;
}
