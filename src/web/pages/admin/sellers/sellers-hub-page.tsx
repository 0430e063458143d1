import { Paper } from '@mantine/core';
import { IconUserCheck, IconUsers } from '@tabler/icons-react';
import { AdminPage } from '../admin-page';
import { type GridLink, LinkGrid } from '../link-grid';

const links: GridLink[] = [
  { label: 'Pending Sellers', to: '/admin/sellers/pending', icon: IconUserCheck },
  { label: 'View Sellers', to: '/admin/sellers/total', icon: IconUsers },
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
