import { useSetBlockedMutation } from '../api/connections-api';
import { Button } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { useSharedT } from './messages';
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
  const t = useSharedT();
  const [setBlocked, blocking] = useSetBlockedMutation();
  return (
    <Dialog open={open} onClose={onClose} title={t('shared.block.title', { name })}>
      <p>{t('shared.block.text')}</p>
      <Actions>
        <Button
          type="button"
          variant="danger"
          busy={blocking.isLoading}
          onClick={async () => {
            if (
              await runAction(() => setBlocked({ profileId, blocked: true }).unwrap(), {
                title: t('shared.block.done', { name })
              })
            )
              onBlocked();
          }}
        >
          {t('shared.block.confirm')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('shared.cancel')}
        </Button>
      </Actions>
    </Dialog>
  );
}
