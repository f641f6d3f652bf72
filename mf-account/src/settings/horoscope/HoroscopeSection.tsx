import { HOROSCOPE_TRADITION_OPTIONS, SOUTH_TRADITION_MOTHER_TONGUES } from '@matrimony/catalog';
import { RadioGroup } from '@matrimony/ui/radio-group';
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

/** Horoscope: which match a member reads first on a profile (docs/product-rules.md#horoscope-traditions). */
export function HoroscopeSection() {
  const result = useMyProfileQuery();
  const state = profileState(result);
  const [setTradition, saving] = useSetHoroscopeTraditionMutation();
  return (
    <SettingsSection id="horoscope">
      {result.data ? (
        <SubSection aria-labelledby="horoscope-tradition-heading">
          <h3 id="horoscope-tradition-heading">Horoscope matching tradition</h3>
          <RadioGroup
            id="horoscope-tradition"
            name="horoscope-tradition"
            label="On a profile, show first"
            options={[...HOROSCOPE_TRADITION_OPTIONS]}
            value={result.data.horoscopeTradition}
            onChange={(next: string) =>
              saving.isLoading
                ? undefined
                : void runAction(() => setTradition(next as HoroscopeTradition).unwrap(), {
                    title: next === 'south' ? 'The Poruthams come first' : 'Guna Milan comes first'
                  })
            }
          />
          <Muted>
            Both matches are always worked out; this only decides which you read first. Until you choose,
            members whose mother tongue is {SOUTH_TRADITION_MOTHER_TONGUES.join(', ')} see the Poruthams
            first.
          </Muted>
        </SubSection>
      ) : state === 'loading' ? (
        <div aria-busy="true">
          <SkeletonBlock $height="6rem" />
        </div>
      ) : state === 'missing' ? (
        <SubSection aria-label="Horoscope matching tradition">
          <Muted>Your horoscope matching tradition is set here once your profile is saved.</Muted>
          <p style={{ margin: 0 }}>
            <ActionLink to="/edit-profile" $variant="secondary" $size="sm">
              Complete your profile
            </ActionLink>
          </p>
        </SubSection>
      ) : (
        <QueryFailed what="Your horoscope setting" error={result.error} retry={() => void result.refetch()} />
      )}
    </SettingsSection>
  );
}
