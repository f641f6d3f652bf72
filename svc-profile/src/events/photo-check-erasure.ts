import { type EventHandlers } from '@matrimony/service-kit';
import { type Stores } from '../store';
import { erasePhotoChecks } from '../verification/erase-photo-checks';

/** The handler map with the photo checks erased first when an account is deleted (selfies, outcomes, poses). */
export function withPhotoCheckErasure(handlers: EventHandlers, stores: Stores): EventHandlers {
  const userDeleted = handlers['identity.user.deleted'];
  return {
    ...handlers,
    'identity.user.deleted': async (event, delivery) => {
      await erasePhotoChecks(stores, event.data.userId);
      await userDeleted?.(event, delivery);
    }
  };
}
