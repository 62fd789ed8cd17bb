import Tabs from '@/components/ui/Tabs';
import { Blocks } from '../BlockView';
import type { TabsBlock } from '@/lib/content/blocks/tabs';

export default function View({ block }: { block: TabsBlock }) {
  return <Tabs label={block.label} orientation={block.orientation} tabs={block.tabs.map((tab) => ({ label: tab.label, panel: <Blocks blocks={tab.blocks} /> }))} />;
}
