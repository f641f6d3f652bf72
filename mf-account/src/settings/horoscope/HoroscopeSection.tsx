import { HOROSCOPE_TRADITION_OPTIONS, SOUTH_TRADITION_MOTHER_TONGUES } from '@matrimony/catalog';
import { RadioGroup } from '@matrimony/ui/radio-group';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { SkeletonBlock } from '@matrimony/ui/skeletons';
import {
  useMyProfileQuery,
  useSetHoroscopeTraditionMutation,
  type HoroscopeTradition
} from '../../api/account-api';
import { profileState } from '../../shared/query-state';
import { runAction } from '../../shared/run-action';
import { ActionLink, Muted } from '../../shared/styles';
import { QueryFailed } from '../QueryFailed';
import { SettingsSection, SubSection } from '../SettingsSection';
import { useSettingsT } from '../messages';

/** Horoscope: which match a member reads first on a profile (docs/product-rules.md#horoscope-traditions). */
export function HoroscopeSection() {
  const result = useMyProfileQuery();
  const state = profileState(result);
  const [setTradition, saving] = useSetHoroscopeTraditionMutation();
  const t = useSettingsT();
  const text = useCatalogText();
  return (
    <SettingsSection id="horoscope">
      {result.data ? (
        <SubSection aria-labelledby="horoscope-tradition-heading">
          <h3 id="horoscope-tradition-heading">{t('settings.horoscope.heading')}</h3>
          <RadioGroup
            id="horoscope-tradition"
            name="horoscope-tradition"
            label={t('settings.horoscope.label')}
            options={[...HOROSCOPE_TRADITION_OPTIONS]}
            value={result.data.horoscopeTradition}
            onChange={(next: string) =>
              saving.isLoading
                ? undefined
                : void runAction(() => setTradition(next as HoroscopeTradition).unwrap(), {
                    title:
                      next === 'south'
                        ? t('settings.horoscope.southFirst')
                        : t('settings.horoscope.northFirst')
                  })
            }
          />
          <Muted>
            {t('settings.horoscope.note', {
              languages: SOUTH_TRADITION_MOTHER_TONGUES.map(text).join(', ')
            })}
          </Muted>
        </SubSection>
      ) : state === 'loading' ? (
        <div aria-busy="true">
          <SkeletonBlock $height="6rem" />
        </div>
      ) : state === 'missing' ? (
        <SubSection aria-label={t('settings.horoscope.heading')}>
          <Muted>{t('settings.horoscope.missing')}</Muted>
          <p style={{ margin: 0 }}>
            <ActionLink to="/edit-profile" $variant="secondary" $size="sm">
              {t('settings.completeProfile')}
            </ActionLink>
          </p>
        </SubSection>
      ) : (
        <QueryFailed
          what={t('settings.horoscope.failedWhat')}
          error={result.error}
          retry={() => void result.refetch()}
        />
      )}
    </SettingsSection>
  );
}
