import { BadgeCheck, Camera, Smartphone } from 'lucide-react';
import { styled } from 'styled-components';
import { Badge } from './Badge';
import { VisuallyHidden } from './VisuallyHidden';

/** Which verification checks a member holds (the contracts' verification badges). */
export type HeldBadges = { mobile: boolean; id: boolean; photo: boolean };

const BADGES = [
  { key: 'mobile', label: 'Mobile', Icon: Smartphone },
  { key: 'id', label: 'ID', Icon: BadgeCheck },
  { key: 'photo', label: 'Photo', Icon: Camera }
] as const;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  svg {
    flex: none;
    width: 1em;
    height: 1em;
  }
`;

export type VerificationBadgesProps = {
  badges: HeldBadges;
  /** Cards: the word "verified" is read but not shown, so three badges fit a phone-width card on one line. */
  compact?: boolean;
  /** The words in the page's language (the list's name, each check's name, "verified"); English when absent. */
  text?: VerificationBadgesText;
};

export type VerificationBadgesText = {
  list: string;
  mobile: string;
  id: string;
  photo: string;
  verified: string;
};

/**
 * The verification badges a member holds, each an icon with its name ("Mobile verified", "ID verified",
 * "Photo verified"); nothing for checks not passed, and never how a check was made.
 */
export function VerificationBadges({ badges, compact = false, text }: VerificationBadgesProps) {
  const held = BADGES.filter(({ key }) => badges[key]);
  if (held.length === 0) return null;
  return (
    <List aria-label={text?.list ?? 'Verification'}>
      {held.map(({ key, label, Icon }) => (
        <li key={key}>
          <Badge $tone="success">
            <Icon aria-hidden="true" focusable="false" />
            {text?.[key] ?? label}
            {compact ? (
              <VisuallyHidden> {text?.verified ?? 'verified'}</VisuallyHidden>
            ) : (
              ` ${text?.verified ?? 'verified'}`
            )}
          </Badge>
        </li>
      ))}
    </List>
  );
}
