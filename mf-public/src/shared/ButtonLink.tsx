import { Link } from 'react-router';
import { styled } from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '@matrimony/ui';

/** A router link that looks like a button (navigation, not an action). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
