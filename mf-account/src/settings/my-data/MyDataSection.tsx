import { useState } from 'react';
import { Button } from '@matrimony/ui';
import { Muted } from '../../shared/styles';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadMyData } from './DownloadMyData';
import { SettingsSection, SubSection } from '../SettingsSection';

/** My data (docs/product-rules.md#the-members-data): downloading a copy of it, and deleting the account, the password typed again. */
export function MyDataSection() {
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsSection id="my-data">
      {/* Before deletion: a member leaving may want their copy first. */}
      <DownloadMyData />
      <SubSection aria-labelledby="delete-account-heading">
        <h3 id="delete-account-heading">Delete my account</h3>
        <Muted>
          Deleting your account erases your profile, photos, interests, matches and settings from every part
          of the site, and signs you out. It cannot be undone.
        </Muted>
        <div>
          <Button type="button" variant="danger" onClick={() => setDeleting(true)} aria-haspopup="dialog">
            Delete my account…
          </Button>
        </div>
      </SubSection>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </SettingsSection>
  );
}
