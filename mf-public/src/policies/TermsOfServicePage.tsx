import type { ReactNode } from 'react';
import {
  CONTACT_UNLOCK_PRICE_INR,
  FREE_INTERESTS_PER_DAY,
  MINIMUM_AGE,
  PREMIUM_PRICE_INR
} from '@matrimony/catalog/constants';
import { formatMoney } from '@matrimony/i18n';
import { rich, useLocale } from '@matrimony/i18n/react';
import { site } from '@matrimony/ui';
import { Link } from 'react-router';
import { GrievanceOfficer } from '../shared/GrievanceOfficer';
import { Notice, StaticPage } from '../shared/StaticPage';
import { usePolicyT } from './messages';
import { TERMS_VERSION, useLastUpdated } from './policy-dates';

const links = {
  privacy: (text: ReactNode) => <Link to="/privacy-policy">{text}</Link>,
  refund: (text: ReactNode) => <Link to="/refund-policy">{text}</Link>
};

export default function TermsOfServicePage() {
  const t = usePolicyT();
  const lastUpdated = useLastUpdated(TERMS_VERSION);
  const locale = useLocale();
  return (
    <StaticPage
      path="/terms-of-service"
      title={t('terms.meta.title')}
      description={t('terms.meta.description')}
      lastUpdated={lastUpdated}
    >
      <p>{rich(t('terms.intro', { site: site.name }), links)}</p>

      <h2>{t('terms.who.title')}</h2>
      <ul>
        <li>{t('terms.who.age', { age: MINIMUM_AGE })}</li>
        <li>{t('terms.who.able')}</li>
        <li>{t('terms.who.forWhom')}</li>
        <li>{t('terms.who.one')}</li>
      </ul>

      <h2>{t('terms.intent.title')}</h2>
      <Notice>{t('terms.intent.text', { site: site.name })}</Notice>

      <h2>{t('terms.profile.title')}</h2>
      <ul>
        <li>{t('terms.profile.true')}</li>
        <li>{t('terms.profile.review')}</li>
        <li>{t('terms.profile.password')}</li>
      </ul>

      <h2>{t('terms.verified.title')}</h2>
      <p>{t('terms.verified.text')}</p>

      <h2>{t('terms.conduct.title')}</h2>
      <ul>
        <li>{t('terms.conduct.impersonate')}</li>
        <li>{t('terms.conduct.money')}</li>
        <li>{t('terms.conduct.harass')}</li>
        <li>{t('terms.conduct.copy')}</li>
        <li>{t('terms.conduct.share')}</li>
      </ul>

      <h2>{t('terms.report.title')}</h2>
      <p>{t('terms.report.text')}</p>

      <h2>{t('terms.plans.title')}</h2>
      <ul>
        <li>{t('terms.plans.free', { interests: FREE_INTERESTS_PER_DAY })}</li>
        <li>{t('terms.plans.premium', { price: formatMoney(PREMIUM_PRICE_INR, locale) })}</li>
        <li>{t('terms.plans.trial')}</li>
        <li>{t('terms.plans.unlock', { contactPrice: formatMoney(CONTACT_UNLOCK_PRICE_INR, locale) })}</li>
        <li>{t('terms.plans.extend')}</li>
        <li>{rich(t('terms.plans.cancel'), links)}</li>
      </ul>

      <h2>{t('terms.liability.title')}</h2>
      <p>{t('terms.liability.text')}</p>

      <h2>{t('terms.changes.title')}</h2>
      <p>{t('terms.changes.text')}</p>

      <GrievanceOfficer />
    </StaticPage>
  );
}
