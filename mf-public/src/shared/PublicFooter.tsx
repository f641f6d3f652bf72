import { Link } from 'react-router';
import { styled } from 'styled-components';
import { media, site } from '@matrimony/ui';
import { usePublicT, type PublicMessageId } from '../messages';
import { Container } from './Container';

export const FOOTER_LINKS: readonly { to: string; label: PublicMessageId }[] = [
  { to: '/about', label: 'footer.about' },
  { to: '/success-stories', label: 'footer.stories' },
  { to: '/help-support', label: 'footer.help' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/terms-of-service', label: 'footer.terms' },
  { to: '/refund-policy', label: 'footer.refunds' }
];

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(8)};
  background: #2b1620;
  color: #f5e9ee;
  a {
    color: #ffffff;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${media.up('md')} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: #ffffff;
`;

const Small = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: #e4cfd7;
`;

export function PublicFooter() {
  const t = usePublicT();
  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <Heading>{site.name}</Heading>
            <p>{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.label')}>
            <Heading>{t('footer.company')}</Heading>
            <Links>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </Links>
          </nav>
          <div>
            <Heading>{t('footer.contact')}</Heading>
            <p>
              {t('footer.email')} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            </p>
            <p>
              {t('footer.grievance')}{' '}
              <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>
            </p>
          </div>
        </Columns>
        <Small>{t('footer.small', { site: site.name })}</Small>
      </Container>
    </Wrapper>
  );
}
