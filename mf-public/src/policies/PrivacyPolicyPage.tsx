import type { ReactNode } from 'react';
import { site } from '@matrimony/ui';
import { GrievanceOfficer } from '../shared/GrievanceOfficer';
import { rich } from '@matrimony/i18n/react';
import { Notice, StaticPage } from '../shared/StaticPage';
import { usePolicyT, type PolicyMessageId } from './messages';
import { PRIVACY_VERSION, useLastUpdated } from './policy-dates';

const strong = { strong: (text: ReactNode) => <strong>{text}</strong> };

const COLLECTED: readonly PolicyMessageId[] = [
  'privacy.collect.identity',
  'privacy.collect.profile',
  'privacy.collect.horoscope',
  'privacy.collect.photos',
  'privacy.collect.activity',
  'privacy.collect.payments',
  'privacy.collect.technical'
];
const USES: readonly PolicyMessageId[] = [
  'privacy.use.account',
  'privacy.use.matches',
  'privacy.use.notify',
  'privacy.use.review',
  'privacy.use.payments'
];
const WHO_SEES: readonly PolicyMessageId[] = [
  'privacy.see.approved',
  'privacy.see.contact',
  'privacy.see.horoscope',
  'privacy.see.blocked',
  'privacy.see.providers',
  'privacy.see.authorities'
];
const RIGHTS: readonly PolicyMessageId[] = [
  'privacy.rights.access',
  'privacy.rights.correction',
  'privacy.rights.erasure',
  'privacy.rights.withdraw',
  'privacy.rights.grievance',
  'privacy.rights.nominate'
];

export default function PrivacyPolicyPage() {
  const t = usePolicyT();
  const lastUpdated = useLastUpdated(PRIVACY_VERSION);
  return (
    <StaticPage
      path="/privacy-policy"
      title={t('privacy.meta.title')}
      description={t('privacy.meta.description')}
      lastUpdated={lastUpdated}
    >
      <p>{t('privacy.intro', { site: site.name })}</p>

      <h2>{t('privacy.collect.title')}</h2>
      <ul>
        {COLLECTED.map((id) => (
          <li key={id}>{rich(t(id), strong)}</li>
        ))}
      </ul>
      <p>{t('privacy.collect.aadhaar')}</p>

      <h2>{t('privacy.use.title')}</h2>
      <ul>
        {USES.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ul>
      <p>{t('privacy.use.noSale')}</p>

      <h2>{t('privacy.see.title')}</h2>
      <ul>
        {WHO_SEES.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ul>

      <h2>{t('privacy.keep.title')}</h2>
      <p>{t('privacy.keep.text')}</p>

      <h2>{t('privacy.rights.title')}</h2>
      <ul>
        {RIGHTS.map((id) => (
          <li key={id}>{rich(t(id), strong)}</li>
        ))}
      </ul>
      <p>{t('privacy.rights.minors')}</p>

      <h2>{t('privacy.security.title')}</h2>
      <p>{t('privacy.security.text')}</p>

      <h2>{t('privacy.cookies.title')}</h2>
      <p>{t('privacy.cookies.text')}</p>

      <Notice>{t('privacy.notice')}</Notice>

      <h2>{t('privacy.questions.title')}</h2>
      <p>
        {rich(t('privacy.questions.text', { email: site.supportEmail }), {
          mail: (text) => <a href={`mailto:${site.supportEmail}`}>{text}</a>
        })}
      </p>

      <GrievanceOfficer />
    </StaticPage>
  );
}
