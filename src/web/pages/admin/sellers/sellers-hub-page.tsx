import { Button, Paper, SimpleGrid } from '@mantine/core';
import { IconUserCheck, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminPage } from '../admin-page';

/** /admin/sellers: the way to applications and to the sellers themselves (SPEC section 2). */
export function SellersHubPage() {
  return (
    <AdminPage title="Seller management">
      <Paper withBorder p="lg" maw={720}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Button
            component={Link}
            to="/admin/sellers/pending"
            size="lg"
            variant="light"
            leftSection={<IconUserCheck size={20} aria-hidden />}
          >
            Pending Sellers
          </Button>
          <Button
            component={Link}
            to="/admin/sellers/total"
            size="lg"
            variant="light"
            leftSection={<IconUsers size={20} aria-hidden />}
          >
            View Sellers
          </Button>
        </SimpleGrid>
      </Paper>
    </AdminPage>
  );
}
