// One way to run a member's action: success toast, or the service's problem as a destructive toast.
import { toast } from '@matrimony/ui';
import { problemMessage } from '../api/problem';

/** Resolves true when the action succeeded. */
export async function runAction(action: () => Promise<unknown>, success?: { title: string; description?: string }): Promise<boolean> {
  try {
    await action();
    if (success) toast({ ...success, variant: 'success' });
    return true;
  } catch (error) {
    toast({ ...problemMessage(error), variant: 'destructive' });
    return false;
  }
}
