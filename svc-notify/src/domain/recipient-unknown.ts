/** The member an event names has not registered here yet (their registration event is still on its way): retry later. */
export class RecipientUnknownError extends Error {
  constructor(userId: string) {
    super(`member ${userId} not known here yet`);
    this.name = 'RecipientUnknownError';
  }
}
