import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { type UserMessage } from '@matrimony/catalog/messages';
import { useCatalogText } from '@matrimony/ui/catalog-text';

const Box = styled.div<{ $tone: 'danger' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[$tone === 'danger' ? 'dangerSoft' : 'successSoft']};
  color: ${({ theme }) => theme.colors.text};
  & > p {
    margin: 0;
  }
`;

/**
 * A message in the page (not a toast, which disappears): a refusal with the service's title and detail
 * (role alert), or a success (role status).
 */
export function Notice({
  message,
  tone,
  children
}: {
  message: UserMessage;
  tone: 'danger' | 'success';
  children?: ReactNode;
}) {
  // The catalog's messages (a service's refusal, a fixed notice) in the member's language; the page's own
  // sentences come translated already and read through unchanged.
  const text = useCatalogText();
  return (
    <Box role={tone === 'danger' ? 'alert' : 'status'} $tone={tone}>
      <p>
        <strong>{text(message.title)}</strong>
        {message.description ? ` ${text(message.description)}` : null}
      </p>
      {children}
    </Box>
  );
}
