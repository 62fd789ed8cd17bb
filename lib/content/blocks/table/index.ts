import { documentsBlock, documentsTable } from '@/lib/content/pages/data';
import { RULE_TABLES } from '@/lib/content/rules';
import type { TableCell, TableData } from '@/lib/content/types';
import type { FromFile } from '../kinds';
import type { TABLE_KINDS } from './shape';

export type TableBlock = { kind: 'table'; table: TableData };

export const fromFile: FromFile<typeof TABLE_KINDS> = {
  table: ({ table, caption }) => [{ kind: 'table', table: caption ? { ...RULE_TABLES[table]!, caption } : RULE_TABLES[table]! }],
  // A group of documents, captioned by the tab it stands in (or by its own name).
  documents: (group, { label }) => [documentsBlock(group, label ?? group)],
  'page-documents': ({ caption, documents }, { text }) => [documentsTable(text(caption), documents)],
};

const cellText = (cell: TableCell): string => (typeof cell === 'object' ? cell.text : String(cell));

export const words = ({ table }: TableBlock): string[] => [table.caption, table.columns.join(' '), ...table.rows.map((row) => row.map(cellText).join(' ')), table.note ?? ''];
