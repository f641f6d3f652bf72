/**
 * What replaces a member's id on the records kept after the account is erased (nothing holds the
 * member's id: docs/product-rules.md#the-members-data): receipts and orders stay for the accounts, subscriptions until their last event is relayed. One
 * per record (`erased:<record id>`), never a Keycloak id, so no token can ever read them.
 */
export const erasedMemberId = (recordId: string) => `erased:${recordId}`;

export const isErasedMember = (userId: string) => userId.startsWith('erased:');
