import { Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Loading } from '../../components/query-state';

// The markdown renderer weighs more than the rest of the page: it follows the page instead of holding it up.
const Markdown = lazy(async () => ({ default: (await import('../../components/markdown')).Markdown }));

export function ProductTabs({ detail, specs }: { detail: string; specs: string }) {
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="specs">Specs</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details" pt="md">
        <Suspense fallback={<Loading label="Loading details" />}>
          <Markdown>{detail}</Markdown>
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="specs" pt="md">
        <Suspense fallback={<Loading label="Loading specs" />}>
          <Markdown>{specs}</Markdown>
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
