import { CONTACT_UNLOCK_PRICE_INR } from '@matrimony/catalog/constants';
import { formatMoney } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { PageMeta } from '@matrimony/ui';
import { usePublicT } from '../messages';
import { PublicFooter } from '../shared/PublicFooter';
import { Features } from './Features';
import { Hero } from './Hero';
import { Pricing } from './Pricing';

export default function LandingPage() {
  const t = usePublicT();
  const locale = useLocale();
  return (
    <>
      <PageMeta
        title={t('landing.meta.title')}
        description={t('landing.meta.description', { price: formatMoney(CONTACT_UNLOCK_PRICE_INR, locale) })}
        path="/"
      />
      <Hero />
      <Features />
      <Pricing />
      <PublicFooter />
    </>
  );
}
