import { ActionIcon, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCategory } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { pages } from '../../domain/pages';
import { Link } from './link';
import { useHydrated } from './use-hydrated';

// The sidebar loads on the first click: the header is on every first page load, the drawer seldom opens.
const CategorySidebar = lazy(async () => ({ default: (await import('./category-sidebar')).CategorySidebar }));

/**
 * The header's Categories button and the two-level sidebar it opens (SPEC section 2). Until the script has taken
 * over, it is a link to the page of all categories instead, which works before the script arrives and without it.
 */
export function CategoryDrawer() {
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const hydrated = useHydrated();
  const openSidebar = () => {
    setWanted(true);
    open();
  };
  const toCategories = {
    onClick: openSidebar,
    renderRoot: hydrated
      ? undefined
      : (props: Record<string, unknown>) => <Link {...props} to={pages.shopCategories.path()} />,
  };
  return (
    <>
      <Button visibleFrom="sm" variant="default" leftSection={<IconCategory size={18} />} {...toCategories}>
        Categories
      </Button>
      <ActionIcon hiddenFrom="sm" variant="default" size="lg" aria-label="Categories" {...toCategories}>
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
