import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AuditEntry } from '../../../../domain/audit-log';
import { formatDateTime } from '../../../../domain/format-date';
import { moneyReportTexts } from '../../../../domain/money-report-texts';
import { pages } from '../../../../domain/pages';
import { useAuditLog } from '../../../api/admin-money';
import { Link } from '../../../components/link';
import { OlderPagesButton } from '../../../components/older-pages-button';
import { QueryState } from '../../../components/query-state';
import { type Column, ResponsiveList } from '../../../components/responsive-list';
import { AdminPage } from '../admin-page';

const { auditColumns: names } = moneyReportTexts;

/** Where an administrator looks at a subject: orders and categories have their pages. */
const subjectPages: Record<string, { label: string; to: string }> = {
  order: { label: 'Order', to: pages.allOrders.path() },
  category: { label: 'Category', to: pages.categories.path() },
  seller: { label: 'Seller', to: pages.totalSellers.path() },
};

function Subject({ subject }: { subject: string }) {
  const [kind = '', id = ''] = subject.split(':');
  const page = subjectPages[kind];
  if (!page) return subject;
  return (
    <Anchor component={Link} to={page.to}>
      {page.label} #{id}
    </Anchor>
  );
}

function Who({ entry }: { entry: AuditEntry }) {
  if (!entry.actor) return moneyReportTexts.deletedActor;
  return (
    <Stack gap={0}>
      <Text inherit fw={600}>
        {entry.actor.name}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {entry.actor.email}
      </Text>
    </Stack>
  );
}

const columns: Column<AuditEntry>[] = [
  { header: names.when, nowrap: true, cell: (entry) => formatDateTime(entry.at) },
  { header: names.who, cell: (entry) => <Who entry={entry} /> },
  { header: names.what, strong: true, cell: (entry) => moneyReportTexts.describeAction(entry) },
  { header: names.subject, nowrap: true, cell: (entry) => <Subject subject={entry.subject} /> },
  { header: names.why, maw: 280, cell: (entry) => entry.reason ?? moneyReportTexts.noReason },
];

function EntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <Text fw={700}>{moneyReportTexts.describeAction(entry)}</Text>
      <Text size="sm">
        <Subject subject={entry.subject} /> · {formatDateTime(entry.at)}
      </Text>
      <Text size="sm" c="gray.7">
        {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : moneyReportTexts.deletedActor}
      </Text>
      {entry.reason && <Text size="sm">{entry.reason}</Text>}
    </>
  );
}

/** /admin/audit: what administrators did, newest first, with who, when and why. */
export function AuditLogPage() {
  const [moneyOnly, setMoneyOnly] = useState(false);
  const log = useAuditLog(moneyOnly);
  return (
    <AdminPage
      title={moneyReportTexts.auditTitle}
      toolbar={
        <Checkbox
          label={moneyReportTexts.moneyOnly}
          checked={moneyOnly}
          onChange={(event) => setMoneyOnly(event.currentTarget.checked)}
        />
      }
    >
      <QueryState query={log} loadingLabel={moneyReportTexts.auditLoading}>
        {(data) => (
          <Stack gap="md">
            <ResponsiveList
              items={data.pages.flatMap((page) => page.entries)}
              itemKey={(entry) => entry.id}
              label={moneyReportTexts.auditTitle}
              columns={columns}
              minWidth={960}
              card={(entry) => <EntryCard entry={entry} />}
              cardLabel={(entry) => moneyReportTexts.describeAction(entry)}
              emptyText={moneyReportTexts.noAudit}
            />
            <OlderPagesButton query={log} label={moneyReportTexts.olderAudit} />
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
