import { useId, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { MESSAGE_TEXT_MAX } from '@matrimony/catalog/conversations';
import { Button, focusRing } from '@matrimony/ui';
import { useConversationsT } from './messages';
import { useDraft } from './use-draft';

/** The counter shows from this many characters left. */
const COUNTER_FROM = 100;

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 2.75rem;
  max-height: 10rem;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;
  ${focusRing}
`;

const Counter = styled.p<{ $over: boolean }>`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

/** Laptops and desktops (a fine pointer that hovers) send on Enter; on a phone's keyboard Enter is a new line. */
function enterSends(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/** The text box of a thread: keeps its draft per conversation, counts near the limit, Enter sends on a laptop. */
export function Composer({
  conversationId,
  onSend
}: {
  conversationId: string;
  onSend: (text: string) => void;
}) {
  const t = useConversationsT();
  const [draft, setDraft] = useDraft(conversationId);
  const id = useId();
  const counterId = `${id}-counter`;
  const text = draft.trim();
  const left = MESSAGE_TEXT_MAX - text.length;
  const canSend = text.length > 0 && left >= 0;

  const submit = () => {
    if (!canSend) return;
    onSend(text);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return;
    event.preventDefault();
    submit();
  };

  return (
    <Form
      aria-label={t('conversations.composer.label')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Area
        id={id}
        aria-label={t('conversations.composer.message')}
        rows={2}
        value={draft}
        maxLength={MESSAGE_TEXT_MAX}
        placeholder={t('conversations.composer.label')}
        aria-describedby={left < COUNTER_FROM ? counterId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={!canSend}>
        {t('conversations.composer.send')}
      </Button>
      {left < COUNTER_FROM ? (
        <Counter id={counterId} $over={left < 0} aria-live="polite">
          {left >= 0
            ? t('conversations.composer.left', { count: left })
            : t('conversations.composer.over', { count: -left })}
        </Counter>
      ) : null}
    </Form>
  );
}
