// One way to run a member's action: success toast, or the service's problem as a destructive toast.
import { problemMessage } from '@matrimony/session';
import { toast } from '@matrimony/ui';

/** Resolves true when the action succeeded. */
export async function runAction(
  action: () => Promise<unknown>,
  success?: { title: string; description?: string }
): Promise<boolean> {
  try {
    await action();
    if (success) toast({ ...success, variant: 'success' });
    return true;
  } catch (error) {
    toast({ ...problemMessage(error), variant: 'destructive' });
    return false;
  }
}
