// MongoDB's order of BSON values (sort and index order): by type first (null and missing lowest,
// then numbers, strings, objects, arrays, binary, ObjectId, booleans, dates, regexes), then by value.

function rank(value: unknown): number {
  if (value === undefined || value === null) return 1;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 8;
  }
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  if (Array.isArray(value)) return 5;
  const type = (value as { _bsontype?: string })._bsontype;
  if (type === 'ObjectId') return 7;
  if (type === 'Long' || type === 'Double' || type === 'Int32' || type === 'Decimal128') return 2;
  if (type === 'Binary') return 6;
  return 4;
}

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Number(String(value)));

/** Whether MongoDB compares the two values by value rather than by type (range queries match only these). */
export const sameOrderType = (a: unknown, b: unknown): boolean => rank(a) === rank(b);

interface BinaryLike {
  sub_type: number;
  length(): number;
  buffer: Uint8Array;
}

/** BinData order: by length, then subtype, then bytes. */
function compareBinary(a: BinaryLike, b: BinaryLike): number {
  return (
    a.length() - b.length() ||
    a.sub_type - b.sub_type ||
    Buffer.compare(a.buffer.subarray(0, a.length()), b.buffer.subarray(0, b.length()))
  );
}

/** Negative, zero or positive as `a` sorts before, with or after `b` (ascending). Objects and arrays compare by type only. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 2: {
      const x = numberOf(a);
      const y = numberOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 3:
      return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
    case 6:
      return compareBinary(a as BinaryLike, b as BinaryLike);
    case 7: {
      const x = (a as { toHexString(): string }).toHexString();
      const y = (b as { toHexString(): string }).toHexString();
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 8:
      return Number(a) - Number(b);
    case 9:
      return (a as Date).getTime() - (b as Date).getTime();
    default:
      return 0;
  }
}

/** Whether an index can order this value exactly (scalars; objects, arrays, binaries and regexes are left to the general path). */
export function isOrderable(value: unknown): boolean {
  const r = rank(value);
  return r === 1 || r === 2 || r === 3 || r === 7 || r === 8 || r === 9;
}
