/**
 * What a record costs the sandbox's memory budget, in bytes, measured the same way by both stores
 * (rules/budget.ts spends it; PostgreSQL keeps it in a column, so its budget bounds the same
 * thing). The memory store keeps a record's data as its JSON text, so the text's size in V8 is the
 * data's size: one byte a character when every character is Latin-1, two otherwise. The names and
 * the bookkeeping around them (the record object, its Map entries, indexes) are a fixed overhead
 * per record, rounded up from what a heap snapshot shows for a small record.
 */
import type { NewRecord } from './sandboxStore.ts';

export const RECORD_OVERHEAD_BYTES = 320;

/** V8 stores a string one byte a character when every character fits Latin-1, else two. */
export const stringBytes = (text: string): number => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length;

export function recordBytes(record: Pick<NewRecord, 'id' | 'key' | 'group'>, json: string): number {
  return (
    RECORD_OVERHEAD_BYTES +
    stringBytes(json) +
    stringBytes(record.id) +
    stringBytes(record.key ?? '') +
    stringBytes(record.group ?? '')
  );
}
