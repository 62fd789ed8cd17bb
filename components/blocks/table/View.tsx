import DataTable from '@/components/content/DataTable';
import type { TableBlock } from '@/lib/content/blocks/table';

export default function View({ block }: { block: TableBlock }) {
  return <DataTable table={block.table} />;
}
