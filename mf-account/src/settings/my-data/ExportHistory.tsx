import { styled } from 'styled-components';
import type { DataExport } from '@matrimony/contracts/http/identity/exports';
import { exportHistoryLine } from './data-export';
import { useSettingsT } from '../messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${({ theme }) => theme.space(3)};
  }
  & > li > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Heading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The member's earlier requests for a copy (GET /exports keeps the last few), each with what became of it. */
export function ExportHistory({ exports }: { exports: readonly DataExport[] }) {
  const t = useSettingsT();
  return (
    <div>
      <Heading id="export-history-heading">{t('settings.export.history.heading')}</Heading>
      <List aria-labelledby="export-history-heading">
        {exports.map((dataExport) => {
          const line = exportHistoryLine(dataExport);
          return (
            <li key={dataExport.id}>
              <span>{line.requested}</span>
              <span>{line.outcome}</span>
            </li>
          );
        })}
      </List>
    </div>
  );
}
