import { Button, SimpleGrid } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from '../../components/link';

export type GridLink = { label: string; to: string; icon: Icon };

/** The big buttons that lead from an administrator's hub to its pages. */
export function LinkGrid({ links }: { links: readonly GridLink[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {links.map(({ label, to, icon: LinkIcon }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          size="lg"
          variant="light"
          leftSection={<LinkIcon size={20} aria-hidden />}
        >
          {label}
        </Button>
      ))}
    </SimpleGrid>
  );
}
