import { useState } from 'react';
import { Button } from '@matrimony/ui';
import { Muted } from '../../shared/styles';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadMyData } from './DownloadMyData';
import { SettingsSection, SubSection } from '../SettingsSection';
import { useSettingsT } from '../messages';

/** My data (docs/product-rules.md#the-members-data): downloading a copy of it, and deleting the account, the password typed again. */
export function MyDataSection() {
  const [deleting, setDeleting] = useState(false);
  const t = useSettingsT();
  return (
    <SettingsSection id="my-data">
      {/* Before deletion: a member leaving may want their copy first. */}
      <DownloadMyData />
      <SubSection aria-labelledby="delete-account-heading">
        <h3 id="delete-account-heading">{t('settings.delete.heading')}</h3>
        <Muted>{t('settings.delete.lead')}</Muted>
        <div>
          <Button type="button" variant="danger" onClick={() => setDeleting(true)} aria-haspopup="dialog">
            {t('settings.delete.open')}
          </Button>
        </div>
      </SubSection>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </SettingsSection>
  );
}
