// The moderators' side of conversations (docs/product-rules.md#conversation-safety).
import { type UserMessage } from '@matrimony/catalog';

/** The Keycloak realm role of administrators, as svc-profile's moderation console uses it. */
export const ADMIN_ROLE = 'admin';

/** Problem details of the moderators' conversation endpoints (our wording). */
export const MESSAGE_MODERATION_MESSAGES = {
  reportNotFound: {
    title: 'Report Not Found',
    description: 'There is no report of a message with this id.'
  },
  alreadyResolved: {
    title: 'Report Already Resolved',
    description:
      'This report was already resolved, perhaps by another administrator. Open it again to see how.'
  }
} as const satisfies Record<string, UserMessage>;
