import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconPackage, IconReceipt, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';

const sections = [
  { label: 'Products', to: '/admin/totalProducts', icon: IconPackage },
  { label: 'Sellers', to: '/admin/sellers', icon: IconUsers },
  { label: 'Categories', to: '/admin/categories', icon: IconCategory },
  { label: 'Orders', to: '/admin/totalOrders', icon: IconReceipt },
] as const;

/** /admin: the four areas an administrator manages (SPEC section 2). */
export function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  return (
    <Paper withBorder p="lg" maw={720} mx="auto">
      <Stack>
        <Stack gap="xs">
          <Title order={2}>Admin dashboard</Title>
          <Text c="dimmed">Manage products, sellers, categories and orders of Campus Market.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {sections.map(({ label, to, icon: Icon }) => (
            <Button
              key={to}
              component={Link}
              to={to}
              size="lg"
              variant="light"
              leftSection={<Icon size={20} aria-hidden />}
            >
              {label}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
