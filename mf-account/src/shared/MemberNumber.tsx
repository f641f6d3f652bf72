import { styled } from 'styled-components';
import { CopyButton } from '@matrimony/ui/copy-button';
import { rememberMemberNumberCopied } from './member-number-copied';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  & > strong {
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
  }
`;

export const MEMBER_NUMBER_COPY_LABEL = 'Copy member number';

/** The member's own number with a button that copies it, to share it. */
export function MemberNumber({ memberNumber }: { memberNumber: string }) {
  return (
    <Row>
      <strong>{memberNumber}</strong>
      <CopyButton
        text={memberNumber}
        label={MEMBER_NUMBER_COPY_LABEL}
        onCopied={() => rememberMemberNumberCopied(memberNumber)}
      />
    </Row>
  );
}
