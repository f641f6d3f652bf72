import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Card, media } from '@matrimony/ui';
import { SectionHeading } from '../shared/styles';
import { useSettingsT } from './messages';
import { sectionTitle, type SettingsSectionId } from './sections';

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  /* Below the shell's sticky header (two rows on a laptop) when reached through its anchor. */
  scroll-margin-top: ${({ theme }) => theme.space(36)};
  ${media.up('sm')} {
    padding: ${({ theme }) => theme.space(6)};
  }
  &:focus {
    outline: none;
  }
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** One section of /settings: the target of its anchor (focusable by script, so the in-page links move focus to it). */
export function SettingsSection({ id, children }: { id: SettingsSectionId; children: ReactNode }) {
  useSettingsT();
  return (
    <Section as="section" id={id} tabIndex={-1} aria-labelledby={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} style={{ marginBottom: 0 }}>
        {sectionTitle(id)}
      </SectionHeading>
      {children}
    </Section>
  );
}

/** A part of a section (Change password, Who sees my photos, ...), named by its h3. */
export const SubSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: ${({ theme }) => theme.space(4)};
  }
`;
