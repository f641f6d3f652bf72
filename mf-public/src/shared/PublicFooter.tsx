import { Link } from 'react-router';
import { styled } from 'styled-components';
import { media, site } from '@matrimony/ui';
import { Container } from './Container';

export const FOOTER_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/success-stories', label: 'Success Stories' },
  { to: '/help-support', label: 'Help & Support' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/refund-policy', label: 'Refund Policy' }
] as const;

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
  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <Heading>{site.name}</Heading>
            <p>Matrimony for India: find a life partner with simple pricing and no marketing calls.</p>
          </div>
          <nav aria-label="Footer">
            <Heading>Company</Heading>
            <Links>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </Links>
          </nav>
          <div>
            <Heading>Contact</Heading>
            <p>
              Email: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            </p>
            <p>
              Grievance Officer:{' '}
              <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>
            </p>
          </div>
        </Columns>
        <Small>
          Profiles are not verified unless marked as verified. Never send money to anyone you meet online. ©{' '}
          {site.name}. All rights reserved.
        </Small>
      </Container>
    </Wrapper>
  );
}
