import { type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge, PageMeta } from '@matrimony/ui';
import { supportDeskApi } from '../api/support-desk-api';
import { Page } from '../shared/styles';

const Tabs = styled.nav`
  & > ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Tab = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  border-bottom: 3px solid transparent;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The console's areas; an item belongs to the queue, a document or selfie to the verification queue, a member's case
 * to the reports, a reported thread to the message reports.
 */
const TABS = [
  {
    to: '/admin',
    label: 'Queue',
    owns: (path: string) => path === '/admin' || path.startsWith('/admin/moderation/')
  },
  {
    to: '/admin/verification',
    label: 'Verification',
    owns: (path: string) => path.startsWith('/admin/verification')
  },
  {
    to: '/admin/reports',
    label: 'Reports',
    owns: (path: string) => path === '/admin/reports' || path.startsWith('/admin/members/')
  },
  {
    to: '/admin/message-reports',
    label: 'Message reports',
    owns: (path: string) => path.startsWith('/admin/message-reports')
  },
  { to: '/admin/audit', label: 'Audit log', owns: (path: string) => path === '/admin/audit' },
  {
    to: '/admin/support',
    label: 'Help desk',
    owns: (path: string) => path.startsWith('/admin/support')
  }
];

const selectUnfilteredQueue = supportDeskApi.endpoints.supportQueue.select({});

/** The help desk's overdue count once its queue was read in this visit (the tab asks the server nothing itself). */
function OverdueCount() {
  const overdue = useSelector(selectUnfilteredQueue).data?.overdueCount;
  return overdue ? <Badge $tone="danger">{overdue} overdue</Badge> : null;
}

/** A console page: its metadata (never indexed), the console's tabs, the one heading and what follows. */
export function AdminPage({
  title,
  heading,
  intro,
  path,
  children
}: {
  title: string;
  heading?: ReactNode;
  intro?: ReactNode;
  path: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '') || '/';
  return (
    <Page>
      <PageMeta title={title} description="Moderation console" path={path} robots="noindex" />
      <Tabs aria-label="Moderation console">
        <ul>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <Tab to={tab.to} aria-current={tab.owns(current) ? 'page' : undefined}>
                {tab.label}
                {tab.to === '/admin/support' ? (
                  <>
                    {' '}
                    <OverdueCount />
                  </>
                ) : null}
              </Tab>
            </li>
          ))}
        </ul>
      </Tabs>
      <Heading>
        <h1>{heading ?? title}</h1>
        {intro ? <p>{intro}</p> : null}
      </Heading>
      {children}
    </Page>
  );
}
