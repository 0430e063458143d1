import { ActionIcon, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCategory } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from './use-hydrated';

// The sidebar loads on the first click: the header is on every first page load, the drawer seldom opens.
const CategorySidebar = lazy(async () => ({ default: (await import('./category-sidebar')).CategorySidebar }));

/** The header's Categories button and the two-level sidebar it opens (SPEC section 2). */
export function CategoryDrawer() {
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const hydrated = useHydrated();
  const openSidebar = () => {
    setWanted(true);
    open();
  };
  return (
    <>
      <Button
        visibleFrom="sm"
        variant="default"
        leftSection={<IconCategory size={18} />}
        onClick={openSidebar}
        disabled={!hydrated}
      >
        Categories
      </Button>
      <ActionIcon
        hiddenFrom="sm"
        variant="default"
        size="lg"
        aria-label="Categories"
        onClick={openSidebar}
        disabled={!hydrated}
      >
        <IconCategory size={18} />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <CategorySidebar opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
