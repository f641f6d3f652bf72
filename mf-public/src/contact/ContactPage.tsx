import { Clock, Mail } from 'lucide-react';
import { styled } from 'styled-components';
import { BUSINESS_HOURS, SUPPORT_REPLY_HOURS } from '@matrimony/catalog/constants';
import { Card, media, site } from '@matrimony/ui';
import { Faq } from '../shared/Faq';
import { StaticPage } from '../shared/StaticPage';
import { ContactMessageForm } from './ContactMessageForm';
import { CONTACT_FAQ } from '../shared/faq';

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
  return (
    <StaticPage
      path="/contact"
      title="Contact Us"
      description={`Questions about your account, plans or safety? Write to us: we reply within ${SUPPORT_REPLY_HOURS} hours.`}
      wide
    >
      <Layout>
        <InfoCard as="section" aria-label="Ways to reach us">
          <div>
            <h2>
              <Mail size={20} aria-hidden="true" /> Email Support
            </h2>
            <p>
              <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            </p>
            <p>We reply within {SUPPORT_REPLY_HOURS} hours.</p>
          </div>
          <div>
            <h2>
              <Clock size={20} aria-hidden="true" /> Business Hours
            </h2>
            <dl>
              {BUSINESS_HOURS.map((slot) => (
                <div key={slot.days} style={{ display: 'contents' }}>
                  <dt>{slot.days}</dt>
                  <dd>
                    {slot.opens} - {slot.closes}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </InfoCard>
        <FormCard as="section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactMessageForm />
        </FormCard>
      </Layout>
      <section aria-labelledby="contact-faq-title">
        <h2 id="contact-faq-title">Frequently Asked Questions</h2>
        <Faq items={CONTACT_FAQ} />
      </section>
    </StaticPage>
  );
}
