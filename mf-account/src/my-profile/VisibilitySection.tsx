import { Button, Card } from '@matrimony/ui';
import { useSession } from '@matrimony/session';
import { useSetVisibilityMutation } from '../api/account-api';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { runAction } from '../shared/run-action';
import { ActionLink, Muted, SectionHeading } from '../shared/styles';
import { visibilityView } from './visibility';

/** Decisions "hide profile": premium members may hide their profile; anyone may show it again. */
export function VisibilitySection({ profile }: { profile: OwnProfile }) {
  const { isPremium } = useSession();
  const [setVisibility, saving] = useSetVisibilityMutation();
  const view = visibilityView(profile.hidden, isPremium);
  return (
    <Card as="section" aria-labelledby="visibility-heading">
      <SectionHeading id="visibility-heading">Profile visibility</SectionHeading>
      <p style={{ marginTop: 0 }}>{view.state}</p>
      <Button
        variant="secondary"
        disabled={!view.canToggle}
        aria-describedby={view.reason ? 'visibility-reason' : undefined}
        busy={saving.isLoading}
        busyLabel="Saving..."
        onClick={() => void runAction(() => setVisibility(!profile.hidden).unwrap(), { title: profile.hidden ? 'Profile shown again' : 'Profile hidden' })}
      >
        {view.action}
      </Button>
      {view.reason ? (
        <>
          <Muted id="visibility-reason" style={{ marginTop: '0.75rem' }}>
            {view.reason}
          </Muted>
          <p>
            <ActionLink to="/subscription" $variant="ghost" $size="sm">
              About Premium
            </ActionLink>
          </p>
        </>
      ) : null}
    </Card>
  );
}
