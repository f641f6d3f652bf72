import { DataExportPanel } from './DataExportPanel';
import { useDataExport } from './use-data-export';

/** "Download my data" (DPDP right of access): one archive from every service, prepared on request. */
export function DownloadMyData() {
  return <DataExportPanel {...useDataExport()} />;
}
