import { Button } from '@matrimony/ui';
import { useSession } from '@matrimony/session';
import { useSetVisibilityMutation } from '../../api/account-api';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { runAction } from '../../shared/run-action';
import { ActionLink, Muted } from '../../shared/styles';
import { SubSection } from '../SettingsSection';
import { visibilityView } from './visibility';
import { useSettingsT } from '../messages';

/** Decisions "hide profile": premium members may hide their profile; anyone may show it again. */
export function VisibilitySection({ profile }: { profile: OwnProfile }) {
  const { isPremium } = useSession();
  const [setVisibility, saving] = useSetVisibilityMutation();
  const view = visibilityView(profile.hidden, isPremium);
  const t = useSettingsT();
  return (
    <SubSection aria-labelledby="visibility-heading">
      <h3 id="visibility-heading">{t('settings.visibility.heading')}</h3>
      <p style={{ margin: 0 }}>{view.state}</p>
      <div>
        <Button
          variant="secondary"
          disabled={!view.canToggle}
          aria-describedby={view.reason ? 'visibility-reason' : undefined}
          busy={saving.isLoading}
          busyLabel={t('settings.busy.saving')}
          onClick={() =>
            void runAction(() => setVisibility(!profile.hidden).unwrap(), {
              title: profile.hidden ? t('settings.visibility.shownAgain') : t('settings.visibility.hidden')
            })
          }
        >
          {view.action}
        </Button>
      </div>
      {view.reason ? (
        <>
          <Muted id="visibility-reason">{view.reason}</Muted>
          <p style={{ margin: 0 }}>
            <ActionLink to="/subscription" $variant="ghost" $size="sm">
              {t('settings.visibility.aboutPremium')}
            </ActionLink>
          </p>
        </>
      ) : null}
    </SubSection>
  );
}
