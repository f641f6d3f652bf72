// Compares the shipped district list with a district download from the Local Government
// Directory (lgdirectory.gov.in → Download Directory → District → All Districts of India, CSV).
import { parse } from 'csv-parse/sync';
import type { LocationData } from '../src/options/locations';

export interface LgdDistrictRow {
  readonly stateCode: number;
  readonly districtCode: number;
  readonly districtName: string;
}

export interface LgdDiff {
  /** In LGD, not shipped: new districts to add. */
  readonly added: LgdDistrictRow[];
  /** Shipped with a code LGD no longer lists: abolished or merged districts. */
  readonly removed: { state: string; district: string; lgdCode: number }[];
  /** Same code, different state: moved between states/UTs. */
  readonly movedState: { district: string; lgdCode: number; from: number; to: number }[];
  /** Same code, different spelling (compared without case, spaces and punctuation). */
  readonly renamed: { state: string; lgdCode: number; shipped: string; lgd: string }[];
  /** Shipped without a code yet. */
  readonly withoutCode: { state: string; district: string }[];
}

const HEADER_PATTERNS = {
  stateCode: /^state\s*code$/i,
  districtCode: /^district\s*(lgd\s*)?code$/i,
  districtName: /^district\s*name\s*(\(?\s*in\s*english\s*\)?)?$/i
};

/** Reads an LGD district CSV; throws naming the column it cannot find. */
export function parseLgdDistrictCsv(csv: string): LgdDistrictRow[] {
  const records = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<
    string,
    string
  >[];
  const headers = Object.keys(records[0] ?? {});
  const column = (key: keyof typeof HEADER_PATTERNS) => {
    const found = headers.find((header) => HEADER_PATTERNS[key].test(header.trim()));
    if (!found) throw new Error(`LGD CSV has no ${key} column (headers: ${headers.join(', ')})`);
    return found;
  };
  const [stateCode, districtCode, districtName] = [
    column('stateCode'),
    column('districtCode'),
    column('districtName')
  ];
  return records.map((record) => ({
    stateCode: Number(record[stateCode]),
    districtCode: Number(record[districtCode]),
    districtName: record[districtName] ?? ''
  }));
}

const comparable = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export function diffWithLgd(shipped: LocationData, lgd: readonly LgdDistrictRow[]): LgdDiff {
  const lgdByCode = new Map(lgd.map((row) => [row.districtCode, row]));
  const shippedCodes = new Set<number>();
  const diff: LgdDiff = { added: [], removed: [], movedState: [], renamed: [], withoutCode: [] };
  for (const state of shipped.states) {
    for (const district of state.districts) {
      if (district.lgdCode === null) {
        diff.withoutCode.push({ state: state.name, district: district.name });
        continue;
      }
      shippedCodes.add(district.lgdCode);
      const row = lgdByCode.get(district.lgdCode);
      if (!row) diff.removed.push({ state: state.name, district: district.name, lgdCode: district.lgdCode });
      else if (row.stateCode !== state.lgdCode) {
        diff.movedState.push({
          district: district.name,
          lgdCode: district.lgdCode,
          from: state.lgdCode,
          to: row.stateCode
        });
      } else if (comparable(row.districtName) !== comparable(district.name)) {
        diff.renamed.push({
          state: state.name,
          lgdCode: district.lgdCode,
          shipped: district.name,
          lgd: row.districtName
        });
      }
    }
  }
  diff.added.push(...lgd.filter((row) => !shippedCodes.has(row.districtCode)));
  return diff;
}
