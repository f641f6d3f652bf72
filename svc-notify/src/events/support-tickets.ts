// The help desk's side of events: which receipts are whose (a payment ticket names only the member's own), and a
// deleted account's words leaving its tickets (docs/product-rules.md#help-desk).
import { repeatable, type EventHandlers } from '@matrimony/service-kit';
import { type Stores } from '../store';

/** The name a deleted member's messages keep on their tickets. */
export const ERASED_REQUESTER_NAME = 'Deleted member';

export function supportTicketHandlers(deps: { stores: Stores }) {
  return {
    'billing.receipt.issued': repeatable(async (event) => {
      const { userId, receiptNumber, issuedAt } = event.data;
      await deps.stores.memberReceipts.record(receiptNumber, userId, new Date(issuedAt));
    })
  } satisfies EventHandlers;
}

/**
 * Account erasure: the member's own messages on their tickets (and on those sent from their address before they
 * signed in) are blanked and the requester no longer names them;
 * the numbers, times, statuses and our replies stay, so the measures still count the ticket. Safe to run twice.
 */
export async function eraseMemberTickets(
  stores: Stores,
  userId: string,
  email: string | null
): Promise<void> {
  const visitorTickets = email ? await stores.supportTickets.ofVisitorAddress(email) : [];
  for (const ticket of [...(await stores.supportTickets.allOfMember(userId)), ...visitorTickets]) {
    await stores.supportTickets.model.collection.updateOne(
      { _id: ticket._id as never },
      {
        $set: {
          requester:
            ticket.requester.type === 'visitor'
              ? { type: 'visitor', name: ERASED_REQUESTER_NAME, email: '' }
              : { type: 'member', userId: null, profileId: null },
          subject: '',
          receiptNumber: null,
          messages: ticket.messages.map((message) =>
            message.author === 'requester'
              ? { ...message, text: '', authorName: ERASED_REQUESTER_NAME }
              : message
          )
        }
      }
    );
  }
  await stores.memberReceipts.erase(userId);
}
