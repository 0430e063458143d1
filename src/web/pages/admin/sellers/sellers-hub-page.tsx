import { Paper } from '@mantine/core';
import { IconUserCheck, IconUsers } from '@tabler/icons-react';
import { pages } from '../../../../domain/pages';
import { AdminPage } from '../admin-page';
import { type GridLink, LinkGrid } from '../link-grid';

const links: GridLink[] = [
  { label: 'Pending Sellers', to: pages.pendingSellers.path(), icon: IconUserCheck },
  { label: 'View Sellers', to: pages.totalSellers.path(), icon: IconUsers },
];

/** /admin/sellers: the way to applications and to the sellers themselves (SPEC section 2). */
export function SellersHubPage() {
  return (
    <AdminPage title="Seller management">
      <Paper withBorder p="lg" maw={720}>
        <LinkGrid links={links} />
      </Paper>
    </AdminPage>
  );
}
