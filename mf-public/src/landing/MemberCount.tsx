import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { apiRoutes, callRoute } from '@matrimony/session';
import { useLocale } from '@matrimony/i18n/react';
import { memberCountText } from './member-count-text';

// The space is held from the prerendered page on, so the figure arriving moves nothing.
const Line = styled.p`
  min-height: 1.6em;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: #3f0d1f;
`;

/** "12,000+ members" (docs/product-rules.md#member-count), fetched after load; nothing when it cannot be read. */
export function MemberCount() {
  const [members, setMembers] = useState<number | null>(null);
  const locale = useLocale();
  useEffect(() => {
    let live = true;
    callRoute(apiRoutes.profiles.getMemberStats)
      .then((stats) => {
        if (live) setMembers(stats.members);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return <Line aria-live="polite">{members === null ? '' : memberCountText(members, locale)}</Line>;
}
