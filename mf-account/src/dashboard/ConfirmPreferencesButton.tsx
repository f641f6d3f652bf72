import { Button, toast } from '@matrimony/ui';
import { problemMessage } from '@matrimony/session';
import { useConfirmPreferencesMutation } from '../api/discovery-api';
import { useDashboardT } from './messages';
import { confirmPreferencesText } from './welcome-checklist';

/**
 * Confirms every guessed partner preference in one step (confirmed preferences weigh more in match scores); the
 * recommendations answer then says they are no longer guessed, which ends the checklist step.
 */
export function ConfirmPreferencesButton() {
  useDashboardT(); // re-renders on a language change
  const text = confirmPreferencesText();
  const [confirm, confirming] = useConfirmPreferencesMutation();
  return (
    <Button
      type="button"
      size="sm"
      busy={confirming.isLoading}
      onClick={async () => {
        try {
          await confirm().unwrap();
          toast({ ...text.confirmed, variant: 'success' });
        } catch (error) {
          toast({ ...problemMessage(error), variant: 'destructive' });
        }
      }}
    >
      {text.button}
    </Button>
  );
}
