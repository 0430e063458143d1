import { Tabs } from '@mantine/core';
import { Markdown } from '../../components/markdown';

export function ProductTabs({ detail, specs }: { detail: string; specs: string }) {
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="specs">Specs</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details" pt="md">
        <Markdown>{detail}</Markdown>
      </Tabs.Panel>
      <Tabs.Panel value="specs" pt="md">
        <Markdown>{specs}</Markdown>
      </Tabs.Panel>
    </Tabs>
  );
}
