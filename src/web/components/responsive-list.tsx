import { Box, Card, Paper, Stack, Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { EmptyState } from './query-state';

export type Column<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  /** Amounts and counts: right-aligned, on one line. */
  numeric?: boolean;
  nowrap?: boolean;
  /** The column that names the row (an order's number). */
  strong?: boolean;
  /** Caps a column of long text (product names, addresses). */
  maw?: number;
};

export type ResponsiveListProps<T> = {
  items: T[];
  itemKey: (item: T) => Key;
  /** The table's accessible name ('All orders'). */
  label: string;
  columns: Column<T>[];
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  /** One item on a phone, where a wide table does not fit. */
  card: (item: T) => ReactNode;
  cardLabel: (item: T) => string;
  /** Items shown greyed out (a banned seller). */
  muted?: (item: T) => boolean;
  /** The spec's text when there is nothing to list. */
  emptyText: string;
};

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A list as a table on a desktop and as cards on a phone, or the spec's empty text. */
export function ResponsiveList<T>({ items, emptyText, ...list }: ResponsiveListProps<T>) {
  return (
    <Paper withBorder>
      {items.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <>
          <Box visibleFrom="sm">
            <ListTable items={items} {...list} />
          </Box>
          <Box hiddenFrom="sm">
            <ListCards items={items} {...list} />
          </Box>
        </>
      )}
    </Paper>
  );
}

type PartProps<T> = Omit<ResponsiveListProps<T>, 'emptyText'>;

function mutedLook<T>(muted: PartProps<T>['muted'], item: T) {
  return muted?.(item) ? { bg: 'gray.1', c: 'gray.7' } : {};
}

function ListTable<T>({ items, itemKey, label, columns, minWidth, muted }: PartProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      {/* Greyed-out rows stand out only without stripes. */}
      <Table striped={!muted} highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined} style={nowrap}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)} {...mutedLook(muted, item)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  ta={column.numeric ? 'right' : undefined}
                  maw={column.maw}
                  fw={column.strong ? 600 : undefined}
                  style={column.numeric || column.nowrap ? nowrap : undefined}
                >
                  {column.cell(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ListCards<T>({ items, itemKey, card, cardLabel, muted }: PartProps<T>) {
  return (
    <Stack gap={0}>
      {items.map((item) => (
        <Card
          key={itemKey(item)}
          component="article"
          aria-label={cardLabel(item)}
          radius={0}
          padding="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          {...mutedLook(muted, item)}
        >
          <Stack gap={6}>{card(item)}</Stack>
        </Card>
      ))}
    </Stack>
  );
}
