import { Tabs, Text } from '@mantine/core';
import { Markdown } from '../../components/markdown';

export function ProductTabs({ detail, specs }: { detail: string; specs: string }) {
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="specs">Specs</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details" pt="md">
        <MarkdownOrEmpty text={detail} />
      </Tabs.Panel>
      <Tabs.Panel value="specs" pt="md">
        <MarkdownOrEmpty text={specs} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The product page's rendering of a seller's markdown; the product form previews with it too. */
export function MarkdownOrEmpty({ text }: { text: string }) {
  if (!text.trim()) return <Text c="gray.7">Nothing here yet.</Text>;
  return <Markdown>{text}</Markdown>;
}
