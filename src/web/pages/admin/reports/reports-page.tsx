import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReportGroup, reportReasonLabels } from '../../../../domain/moderation';
import { moderationTexts } from '../../../../domain/moderation-texts';
import { pages } from '../../../../domain/pages';
import { useReportQueue } from '../../../api/moderation';
import { Link } from '../../../components/link';
import { QueryState } from '../../../components/query-state';
import { AdminPage } from '../admin-page';
import { DecideReports } from './decide-reports';

/** What one group is about, who it is against, each report's reason and words, and the decision. */
function ReportGroupCard({ group }: { group: ReportGroup }) {
  const titleId = `reports-${group.kind}-${group.targetId}-title`;
  const label = `${moderationTexts.kinds[group.kind].toLowerCase()} ${group.title}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id={titleId}>
            {moderationTexts.kinds[group.kind]}:{' '}
            {group.productId === null ? (
              group.title
            ) : (
              <Link to={pages.item.path(group.productId)}>{group.title}</Link>
            )}
          </Title>
          <Badge color="red" variant="light" size="lg">
            {moderationTexts.reportCount(group.count)}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm">
            Against:{' '}
            {group.against.isSeller ? (
              <Link to={pages.sellerProfile.path(group.against.id)}>{group.against.name}</Link>
            ) : (
              group.against.name
            )}
          </Text>
          {group.against.flagged && (
            <Badge color="orange" variant="filled">
              {moderationTexts.flagged}
            </Badge>
          )}
          {group.against.banned && <Badge color="red">BANNED</Badge>}
        </Group>
        <List spacing={4} size="sm">
          {group.reports.map((report) => (
            <List.Item key={report.id}>
              <Text span fw={600} size="sm">
                {reportReasonLabels[report.reason]}
              </Text>{' '}
              <Text span size="sm" c="gray.7">
                from {report.reporterName}
              </Text>
              {report.details && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {report.details}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
        <DecideReports group={group} label={label} />
      </Stack>
    </Paper>
  );
}

/** /admin/reports: the open reports grouped by what they are about, the longest waiting first, decided here. */
export function ReportsPage() {
  const queue = useReportQueue();
  const count = queue.data?.groups.length;
  return (
    <AdminPage
      title={moderationTexts.queueTitle}
      heading={count === undefined ? moderationTexts.queueTitle : `${moderationTexts.queueTitle} (${count})`}
    >
      <QueryState query={queue} loadingLabel="Loading reports" errorTitle="Failed to load reports">
        {(data) =>
          data.groups.length === 0 ? (
            <Text c="gray.7">{moderationTexts.queueEmpty}</Text>
          ) : (
            <Stack gap="md">
              {data.groups.map((group) => (
                <ReportGroupCard key={`${group.kind}:${group.targetId}`} group={group} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
