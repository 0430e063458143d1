import { Tabs } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { MarkdownHtml } from '../../components/markdown-html';

const tabs = ['details', 'specs'] as const;
type ProductTab = (typeof tabs)[number];

/** The tab an item's address opens (`?tab=specs`); a missing or unknown one is the details. */
const readTab = (value: string | null): ProductTab => tabs.find((tab) => tab === value) ?? tabs[0];

/**
 * Details and Specs. Each tab is also a link to the item's address with that tab open, which the server draws: the
 * tabs work before the script has arrived and without it. Once it has, a tab opens in place.
 */
export function ProductTabs({ detailHtml, specsHtml }: { detailHtml: string; specsHtml: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = readTab(searchParams.get('tab'));
  const choose = (value: string | null) =>
    setSearchParams(
      (params) => {
        if (readTab(value) === tabs[0]) params.delete('tab');
        else params.set('tab', readTab(value));
        return params;
      },
      { replace: true },
    );
  const { pathname } = useLocation();
  const linkTo = (tab: ProductTab) => (props: ComponentProps<'a'>) => (
    <a
      {...props}
      href={tab === tabs[0] ? pathname : `${pathname}?tab=${tab}`}
      // Mantine has already opened the tab: the link is for a page without script.
      onClick={(event) => {
        props.onClick?.(event);
        event.preventDefault();
      }}
    />
  );
  return (
    <Tabs value={open} onChange={choose} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="details" renderRoot={linkTo('details')}>
          Details
        </Tabs.Tab>
        <Tabs.Tab value="specs" renderRoot={linkTo('specs')}>
          Specs
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details" pt="md">
        <MarkdownHtml html={detailHtml} />
      </Tabs.Panel>
      <Tabs.Panel value="specs" pt="md">
        <MarkdownHtml html={specsHtml} />
      </Tabs.Panel>
    </Tabs>
  );
}
