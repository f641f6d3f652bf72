import { styled } from 'styled-components';

export type FaqItem = { question: string; answer: string };

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};

  & > summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
  & > p {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </Item>
      ))}
    </List>
  );
}
