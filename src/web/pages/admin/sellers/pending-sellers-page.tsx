import { Button, Group, Paper, Table } from '@mantine/core';
import { noPendingSellersText, type PendingSeller } from '../../../../domain/admin-sellers';
import { formatDateTime } from '../../../../domain/format-date';
import { useDecideApplication, usePendingSellers } from '../../../api/admin-sellers';
import { toastError, toastSuccess } from '../../../components/toast';
import { AdminPage, LoadState } from '../admin-page';
import { EmptyState } from '../empty-state';

const back = { to: '/admin/sellers', label: 'Seller management' };

/** /admin/sellers/pending: Confirm makes the applicant a seller, Cancel drops the application. */
export function PendingSellersPage() {
  const applications = usePendingSellers();
  const decide = useDecideApplication();
  const rows = applications.data?.applications ?? [];

  const act = (application: PendingSeller, decision: 'confirm' | 'cancel') =>
    decide.mutate(
      { userId: application.id, decision },
      {
        onSuccess: () =>
          toastSuccess(
            decision === 'confirm'
              ? `${application.name} is now a seller.`
              : `The application of ${application.name} was cancelled.`,
          ),
        onError: (error) =>
          toastError(error, {
            title: decision === 'confirm' ? 'Failed to confirm seller' : 'Failed to cancel application',
          }),
      },
    );
  const busy = (application: PendingSeller) =>
    decide.isPending && decide.variables?.userId === application.id;

  return (
    <AdminPage title="Pending Sellers" heading={`Pending Sellers (${rows.length})`} back={back}>
      <LoadState query={applications} what="applications" failedTitle="Failed to load pending sellers" />
      {applications.isSuccess && (
        <Paper withBorder>
          {rows.length === 0 ? (
            <EmptyState>{noPendingSellersText}</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="sm" aria-label="Pending sellers">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Requested</Table.Th>
                    <Table.Th>Action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((application) => (
                    <Table.Tr key={application.id}>
                      <Table.Td fw={600}>{application.name}</Table.Td>
                      <Table.Td>{application.email}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(application.requestedAt)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            disabled={busy(application)}
                            onClick={() => act(application, 'confirm')}
                            aria-label={`Confirm ${application.name}`}
                          >
                            Confirm
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            disabled={busy(application)}
                            onClick={() => act(application, 'cancel')}
                            aria-label={`Cancel ${application.name}`}
                          >
                            Cancel
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
    </AdminPage>
  );
}
