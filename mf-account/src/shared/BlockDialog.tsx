import { useSetBlockedMutation } from '../api/connections-api';
import { Button } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { runAction } from './run-action';
import { Actions } from './styles';

/** Asks before blocking a member (from their profile or a conversation); `onBlocked` runs once the block is stored. */
export function BlockDialog({
  open,
  onClose,
  onBlocked,
  profileId,
  name
}: {
  open: boolean;
  onClose: () => void;
  onBlocked: () => void;
  profileId: string;
  name: string;
}) {
  const [setBlocked, blocking] = useSetBlockedMutation();
  return (
    <Dialog open={open} onClose={onClose} title={`Block ${name}?`}>
      <p>
        You will no longer see each other anywhere on the site, and pending interests between you are
        withdrawn. You can unblock from Settings.
      </p>
      <Actions>
        <Button
          type="button"
          variant="danger"
          busy={blocking.isLoading}
          onClick={async () => {
            if (
              await runAction(() => setBlocked({ profileId, blocked: true }).unwrap(), {
                title: `${name} is blocked`
              })
            )
              onBlocked();
          }}
        >
          Block
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
    </Dialog>
  );
}
