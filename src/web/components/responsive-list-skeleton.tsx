import { Box, Paper, Stack, Table } from '@mantine/core';
import type { Column } from './responsive-list';
import { Skeleton } from './skeleton';

const PLACEHOLDER_ROWS = 5;
const rows = Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => index);

/** A ResponsiveList in grey while its items load: the real column headers over blank rows, or blank cards. */
export function ResponsiveListSkeleton<T>({ columns, minWidth }: { columns: Column<T>[]; minWidth: number }) {
  return (
    <Paper withBorder aria-hidden>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header} style={{ whiteSpace: 'nowrap' }}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row}>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>
                      <Skeleton h={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack gap={0} hiddenFrom="sm">
        {rows.map((row) => (
          <Stack key={row} gap={8} p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Skeleton h={18} w="50%" />
            <Skeleton h={14} w="80%" />
            <Skeleton h={14} w="65%" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
