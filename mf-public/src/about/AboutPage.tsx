import type { ReactNode } from 'react';
import { CONTACT_UNLOCK_PRICE_INR, PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import { formatMoney } from '@matrimony/i18n';
import { rich, useLocale } from '@matrimony/i18n/react';
import { site } from '@matrimony/ui';
import { Link } from 'react-router';
import { StaticPage } from '../shared/StaticPage';
import { useAboutT } from './messages';

const strong = (text: ReactNode) => <strong>{text}</strong>;

export default function AboutPage() {
  const t = useAboutT();
  const locale = useLocale();
  const values = {
    site: site.name,
    price: formatMoney(PREMIUM_PRICE_INR, locale),
    contactPrice: formatMoney(CONTACT_UNLOCK_PRICE_INR, locale)
  };
  return (
    <StaticPage path="/about" title={t('about.meta.title')} description={t('about.meta.description', values)}>
      <h2>{t('about.why.title')}</h2>
      <p>{t('about.why.text', values)}</p>

      <h2>{t('about.promise.title')}</h2>
      <ul>
        <li>{rich(t('about.promise.pricing', values), { strong })}</li>
        <li>{rich(t('about.promise.calls'), { strong })}</li>
        <li>{rich(t('about.promise.pay', values), { strong })}</li>
        <li>{rich(t('about.promise.filters'), { strong })}</li>
      </ul>

      <h2>{t('about.who.title')}</h2>
      <p>{t('about.who.text', values)}</p>

      <h2>{t('about.safety.title')}</h2>
      <p>
        {rich(t('about.safety.text'), {
          link: (text) => <Link to="/privacy-policy#grievance-officer">{text}</Link>
        })}
      </p>

      <h2>{t('about.talk.title')}</h2>
      <p>
        {rich(t('about.talk.text', { email: site.supportEmail }), {
          link: (text) => <Link to="/contact">{text}</Link>,
          mail: (text) => <a href={`mailto:${site.supportEmail}`}>{text}</a>
        })}
      </p>
    </StaticPage>
  );
}
