import { Clock, Mail } from 'lucide-react';
import { styled } from 'styled-components';
import { BUSINESS_HOURS, SUPPORT_REPLY_HOURS } from '@matrimony/catalog/constants';
import { Card, media, site } from '@matrimony/ui';
import { Faq } from '../shared/Faq';
import { StaticPage } from '../shared/StaticPage';
import { ContactMessageForm } from './ContactMessageForm';
import { CONTACT_FAQ } from '../shared/faq';
import { useContactT, type ContactMessageId } from './messages';

/** The catalog's business days in the page's language (a slot the catalog adds later reads as it is written). */
const DAYS: Record<string, ContactMessageId> = {
  'Monday - Friday': 'contact.days.weekdays',
  Saturday: 'contact.days.saturday',
  Sunday: 'contact.days.sunday'
};

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(12)};
  ${media.up('md')} {
    grid-template-columns: 1fr 1.4fr;
    align-items: start;
  }
`;

const InfoCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  h2 svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  p,
  dl {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
  }
`;

const FormCard = styled(Card)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export default function ContactPage() {
  const t = useContactT();
  const hours = { hours: SUPPORT_REPLY_HOURS };
  return (
    <StaticPage
      path="/contact"
      title={t('contact.meta.title')}
      description={t('contact.meta.description', hours)}
      wide
    >
      <Layout>
        <InfoCard as="section" aria-label={t('contact.ways')}>
          <div>
            <h2>
              <Mail size={20} aria-hidden="true" /> {t('contact.email.title')}
            </h2>
            <p>
              <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            </p>
            <p>{t('contact.email.reply', hours)}</p>
          </div>
          <div>
            <h2>
              <Clock size={20} aria-hidden="true" /> {t('contact.hours.title')}
            </h2>
            <dl>
              {BUSINESS_HOURS.map((slot) => (
                <div key={slot.days} style={{ display: 'contents' }}>
                  <dt>{DAYS[slot.days] ? t(DAYS[slot.days]!) : slot.days}</dt>
                  <dd>
                    {slot.opens} - {slot.closes}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </InfoCard>
        <FormCard as="section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.form.title')}</h2>
          <ContactMessageForm />
        </FormCard>
      </Layout>
      <section aria-labelledby="contact-faq-title">
        <h2 id="contact-faq-title">{t('contact.faq.title')}</h2>
        <Faq items={CONTACT_FAQ} />
      </section>
    </StaticPage>
  );
}
