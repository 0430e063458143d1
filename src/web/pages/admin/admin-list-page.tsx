import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../components/query-state';
import { ResponsiveList, type ResponsiveListProps } from '../../components/responsive-list';
import { SearchField } from '../../components/search-field';
import { AdminPage } from './admin-page';

type Props<Data, Item> = Omit<ResponsiveListProps<Item>, 'items'> & {
  /** The tab title; the heading adds how many items are shown ('All Orders (3)'). */
  title: string;
  back?: { to: string; label: string };
  query: UseQueryResult<Data>;
  select: (data: Data) => Item[];
  loadingLabel: string;
  errorTitle: string;
  search?: { label: string; placeholder: string; matches: (item: Item, search: string) => boolean };
};

/** An administrator's list: its heading with the count, an optional search, and the list itself. */
export function AdminListPage<Data, Item>({
  title,
  back,
  query,
  select,
  loadingLabel,
  errorTitle,
  search,
  ...list
}: Props<Data, Item>) {
  const [text, setText] = useState('');
  const all = query.data ? select(query.data) : [];
  const shown = search ? all.filter((item) => search.matches(item, text)) : all;
  return (
    <AdminPage
      title={title}
      heading={`${title} (${shown.length})`}
      back={back}
      toolbar={
        search && (
          <SearchField
            label={search.label}
            placeholder={search.placeholder}
            value={text}
            onChange={setText}
          />
        )
      }
    >
      <QueryState query={query} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        {() => <ResponsiveList items={shown} {...list} />}
      </QueryState>
    </AdminPage>
  );
}
