import { styled } from 'styled-components';
import { useRetryLabel } from '../hooks/countdown';
import { type Refusal } from '../hooks/refusal';
import { useControlText } from '../catalog-text';

const Box = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  & > p {
    margin: 0;
  }
  & > p + p {
    margin-top: ${({ theme }) => theme.space(1)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * A refused call, kept beside the form's submit button while its wait lasts: the service's words, announced once
 * (role="alert"), and the countdown as a timer, which screen readers do not read out at every tick. Gone at zero,
 * when the form's submit button (`disabled={refusal.waiting}`) works again.
 */
export function RefusalNotice({ id, refusal }: { id?: string; refusal: Refusal }) {
  const retryLabel = useRetryLabel();
  // The service's words are the catalog's English messages: they read in the member's language.
  const text = useControlText(refusal.waiting);
  if (!refusal.waiting || !refusal.message) return null;
  const { title, description } = refusal.message;
  return (
    <Box id={id}>
      <p role="alert">
        <strong>{text(title)}</strong>
        {description ? ` ${text(description)}` : null}
      </p>
      <p role="timer">{retryLabel(refusal.secondsLeft)}</p>
    </Box>
  );
}
