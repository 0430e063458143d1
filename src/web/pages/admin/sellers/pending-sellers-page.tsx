import { Button, Group, Text } from '@mantine/core';
import { adminSellerTexts } from '../../../../domain/admin-seller-texts';
import type { PendingSeller } from '../../../../domain/admin-sellers';
import { formatDateTime } from '../../../../domain/format-date';
import { adminErrorContexts } from '../../../api/admin-error-contexts';
import { useDecideApplication, usePendingSellers } from '../../../api/admin-sellers';
import type { Column } from '../../../components/responsive-list';
import { toastError, toastSuccess } from '../../../components/toast';
import { AdminListPage } from '../admin-list-page';
import { sellerManagement } from './seller-management-link';

/** Confirm makes the applicant a seller, Cancel drops the application. */
function Decision({ application }: { application: PendingSeller }) {
  const decide = useDecideApplication();
  const act = (decision: 'confirm' | 'cancel') =>
    decide.mutate(
      { userId: application.id, decision },
      {
        onSuccess: () =>
          toastSuccess(
            decision === 'confirm'
              ? `${application.name} is now a seller.`
              : `The application of ${application.name} was cancelled.`,
            { subject: `seller-${application.id}` },
          ),
        onError: (error) =>
          toastError(error, {
            subject: `seller-${application.id}`,
            context:
              decision === 'confirm'
                ? adminErrorContexts.confirmSeller
                : adminErrorContexts.cancelSellerApplication,
          }),
      },
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        disabled={decide.isPending}
        onClick={() => act('confirm')}
        aria-label={`Confirm ${application.name}`}
      >
        Confirm
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={decide.isPending}
        onClick={() => act('cancel')}
        aria-label={`Cancel ${application.name}`}
      >
        Cancel
      </Button>
    </Group>
  );
}

const columns: Column<PendingSeller>[] = [
  { header: 'Name', strong: true, cell: (application) => application.name },
  { header: 'Email', cell: (application) => application.email },
  { header: 'Requested', nowrap: true, cell: (application) => formatDateTime(application.requestedAt) },
  { header: 'Action', cell: (application) => <Decision application={application} /> },
];

/** One application on a phone, instead of a table row. */
function ApplicationCard({ application }: { application: PendingSeller }) {
  return (
    <>
      <Text fw={700}>{application.name}</Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {application.email}
      </Text>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="gray.7">
          {formatDateTime(application.requestedAt)}
        </Text>
        <Decision application={application} />
      </Group>
    </>
  );
}

/** /admin/sellers/pending: the applications to become a seller, oldest first. */
export function PendingSellersPage() {
  return (
    <AdminListPage
      title="Pending Sellers"
      back={sellerManagement}
      query={usePendingSellers()}
      select={(data) => data.applications}
      loadingLabel="Loading applications"
      errorTitle="Failed to load pending sellers"
      itemKey={(application) => application.id}
      label="Pending sellers"
      columns={columns}
      minWidth={640}
      card={(application) => <ApplicationCard application={application} />}
      cardLabel={(application) => application.name}
      emptyText={adminSellerTexts.noPendingSellers}
    />
  );
}
