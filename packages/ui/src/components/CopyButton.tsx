import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from './Button';
import { useUiT } from '../messages';

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Status = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type CopyButtonProps = {
  /** What goes to the clipboard. */
  text: string;
  /** The button's name for screen readers, starting with its visible word "Copy": "Copy member number". */
  label: string;
  /** Said (politely) once the clipboard holds the text. */
  copiedText?: string;
  /** Said when the browser refuses the clipboard (an insecure page, a denied permission). */
  failedText?: string;
  onCopied?: () => void;
};

/** A small "Copy" button that puts `text` on the clipboard and says so in a status beside it. */
export function CopyButton({ text, label, copiedText, failedText, onCopied }: CopyButtonProps) {
  const t = useUiT();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
      onCopied?.();
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <Wrap>
      <Button type="button" variant="secondary" size="sm" aria-label={label} onClick={() => void copy()}>
        {outcome === 'copied' ? (
          <Check size={16} aria-hidden="true" />
        ) : (
          <Copy size={16} aria-hidden="true" />
        )}
        {t('ui.copy.button')}
      </Button>
      <Status role="status">
        {outcome === 'copied'
          ? (copiedText ?? t('ui.copy.copied'))
          : outcome === 'failed'
            ? (failedText ?? t('ui.copy.failed'))
            : ''}
      </Status>
    </Wrap>
  );
}
