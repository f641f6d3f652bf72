import { messageText } from '@matrimony/catalog/messages';
import { problemMessage } from '@matrimony/session';
import { Button } from '@matrimony/ui';
import { useSettingsT } from './messages';
import { Notice } from './Notice';

/** A read that failed: what could not be loaded, the service's words, and a retry. */
export function QueryFailed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  const t = useSettingsT();
  return (
    <Notice
      tone="danger"
      message={{
        title: t('settings.queryFailed.title', { what }),
        description: messageText(problemMessage(error))
      }}
    >
      <Button type="button" variant="secondary" size="sm" style={{ marginTop: '0.75rem' }} onClick={retry}>
        {t('settings.queryFailed.retry')}
      </Button>
    </Notice>
  );
}
