import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { balanceTexts } from '../../../../domain/balance-texts';
import type { StatementEntry } from '../../../../domain/balances';
import { formatDateTime } from '../../../../domain/format-date';
import { formatMoney } from '../../../../domain/money';
import { pages } from '../../../../domain/pages';
import { STATEMENT_CSV_PATH, useStatement } from '../../../api/balance';
import { Link } from '../../../components/link';
import { OlderPagesButton } from '../../../components/older-pages-button';
import { QueryState } from '../../../components/query-state';
import { type Column, ResponsiveList } from '../../../components/responsive-list';

const { columns: header } = balanceTexts;

/** The order an entry is about, as a link to the seller's orders; payouts are about none. */
const OrderLink = ({ entry }: { entry: StatementEntry }) =>
  entry.orderId === null ? null : (
    <Anchor component={Link} to={pages.sellerOrders.path()}>
      #{entry.orderId}
    </Anchor>
  );

const columns: Column<StatementEntry>[] = [
  { header: header.date, nowrap: true, cell: (entry) => formatDateTime(entry.at) },
  { header: header.description, strong: true, cell: (entry) => balanceTexts.describeEntry(entry) },
  { header: header.order, cell: (entry) => <OrderLink entry={entry} /> },
  { header: header.account, cell: (entry) => balanceTexts.accounts[entry.account] },
  { header: header.amount, numeric: true, cell: (entry) => formatMoney(entry.amount) },
];

function EntryCard({ entry }: { entry: StatementEntry }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{balanceTexts.describeEntry(entry)}</Text>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(entry.amount)}
        </Text>
      </Group>
      <Text size="sm" c="gray.7">
        {formatDateTime(entry.at)} · {balanceTexts.accounts[entry.account]}
      </Text>
    </>
  );
}

/** Every entry of the seller's accounts, newest first, a page at a time, and the whole as CSV. */
export function Statement() {
  const statement = useStatement();
  return (
    <Stack gap="xs" component="section" aria-labelledby="statement-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="statement-title">
          {balanceTexts.statementTitle}
        </Title>
        <Button
          component="a"
          href={STATEMENT_CSV_PATH}
          download
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {balanceTexts.download}
        </Button>
      </Group>
      <QueryState query={statement} loadingLabel="Loading your statement">
        {(data) => (
          <>
            <ResponsiveList
              items={data.pages.flatMap((page) => page.entries)}
              itemKey={(entry) => entry.id}
              label={balanceTexts.statementTitle}
              columns={columns}
              minWidth={720}
              card={(entry) => <EntryCard entry={entry} />}
              cardLabel={(entry) => balanceTexts.describeEntry(entry)}
              emptyText={balanceTexts.noEntries}
            />
            <OlderPagesButton query={statement} label={balanceTexts.olderEntries} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
