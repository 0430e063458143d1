import { Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { categoryTexts } from '../../domain/category-texts';
import { pages } from '../../domain/pages';
import { useCategories } from '../api/catalog';
import { Link } from './link';
import { Loading } from './query-state';

export function CategorySidebar({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Categories"
      size="xs"
      padding="md"
      closeButtonProps={{ 'aria-label': 'Close categories' }}
    >
      <CategoryLevels onChoose={onClose} />
    </Drawer>
  );
}

function CategoryLevels({ onChoose }: { onChoose: () => void }) {
  const categories = useCategories();
  const current = Number(useParams().subcategoryId) || null;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [previousId, setPreviousId] = useState<number | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Moving between levels keeps the keyboard where the eye goes: on Back, or on the category left.
  useEffect(() => {
    if (!moved.current) return;
    const target = selectedId === null ? `[data-category="${previousId}"]` : '[data-back]';
    container.current?.querySelector<HTMLElement>(target)?.focus();
  }, [selectedId, previousId]);

  if (categories.isPending) return <Loading label="Loading categories" />;
  if (categories.isError) return <Text c="red">{categoryTexts.loadCategoriesFailed}</Text>;
  if (categories.data.length === 0) return <Text c="gray.7">{categoryTexts.noCategories}</Text>;

  const selected = categories.data.find((category) => category.id === selectedId);
  const choose = (id: number | null) => {
    moved.current = true;
    setPreviousId(selectedId);
    setSelectedId(id);
  };

  return (
    <Stack component="nav" aria-label="Product categories" gap={2} ref={container}>
      {selected ? (
        <>
          <NavLink
            component="button"
            data-back
            label="Back"
            leftSection={<IconChevronLeft size={16} />}
            onClick={() => choose(null)}
          />
          <Text fw={700} size="sm" c="gray.7" tt="uppercase" px="sm" pt="xs" pb={4}>
            {selected.name}
          </Text>
          {selected.subcategories.length === 0 && (
            <Text c="gray.7" px="sm">
              No subcategories found
            </Text>
          )}
          {selected.subcategories.map((sub) => (
            <NavLink
              key={sub.id}
              component={Link}
              to={pages.subcategory.path(sub.id)}
              label={sub.name}
              active={sub.id === current}
              aria-current={sub.id === current ? 'page' : undefined}
              onClick={onChoose}
            />
          ))}
        </>
      ) : (
        categories.data.map((category) => (
          <NavLink
            key={category.id}
            component="button"
            data-category={category.id}
            label={category.name}
            description={`${category.subcategories.length} subcategories`}
            rightSection={<IconChevronRight size={16} />}
            active={category.subcategories.some((sub) => sub.id === current)}
            onClick={() => choose(category.id)}
          />
        ))
      )}
    </Stack>
  );
}
