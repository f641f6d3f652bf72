import { styled } from 'styled-components';
import { CopyButton } from '@matrimony/ui/copy-button';
import { rememberMemberNumberCopied } from './member-number-copied';
import { useSharedT } from './messages';

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

/** The member's own number with a button that copies it, to share it. */
export function MemberNumber({ memberNumber }: { memberNumber: string }) {
  const t = useSharedT();
  return (
    <Row>
      <strong>{memberNumber}</strong>
      <CopyButton
        text={memberNumber}
        label={t('shared.memberNumber.copy')}
        onCopied={() => rememberMemberNumberCopied(memberNumber)}
      />
    </Row>
  );
}
