// The mobile number field with its fixed country code in front (+91 boxed onto the input's left edge): the
// sign-up wizard's mobile step and Settings' change of mobile. Imported as @matrimony/ui/phone-input, outside
// the shared @matrimony/ui singleton, so the landing page does not load it.
import { styled } from 'styled-components';

/** Holds the prefix and the input side by side, as wide as the field (nothing else shares its row). */
export const PhoneInput = styled.div`
  flex: 1;
  display: flex;
  & > input {
    border-top-left-radius: 0;
    border-bottom-left-radius: 0;
  }
`;

/** The country code, shown, not typed (`aria-hidden`: the field's label says it). */
export const PhonePrefix = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-right: 0;
  border-radius: ${({ theme }) => theme.radii.sm} 0 0 ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
