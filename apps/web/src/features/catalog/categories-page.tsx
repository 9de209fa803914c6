import './catalog-texts';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Category, LIMITS } from '@niaga/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { Thumb } from '../../ui/thumb';
import { catalogApi, catalogKeys, categoriesQuery } from './catalog.api';
import { useCanEditCatalog } from './catalog-access';
import { CategoryModal } from './category-modal';
import { useDeleteConfirm } from './row-menu';

type CategoryActions = { onEdit: (category: Category) => void; onDelete: (category: Category) => void };

/** /category-products: categories with image and item count, 10 per page (spec §9), search, add, rename, delete. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalog();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useUrlFilters((text) => ({ q: text('q') }));
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const result = useQuery(categoriesQuery(filters.page, filters.q ?? ''));

  const remove = async (category: Category) => {
    const { message } = await catalogApi.deleteCategory(category.id);
    await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    notifications.show({ color: 'teal', message });
  };

  const confirm = useDeleteConfirm({
    title: t('catalog.categories.delete'),
    message: (name) => t('catalog.categories.deleteConfirm', { name }),
    remove,
    testId: 'category-delete-confirm',
  });
  const actions = canEdit ? { onEdit: setEditing, onDelete: confirm.ask } : undefined;

  return (
    <ListPage
      title={t('catalog.categories.title')}
      subtitle={t('catalog.categories.subtitle')}
      actions={
        canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="category-add">
            {t('catalog.categories.add')}
          </Button>
        )
      }
      filters={
        <ListSearch value={filters.q} onSearch={(q) => setFilters({ q })} label={t('catalog.categories.search')} />
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('catalog.categories.empty'), description: t('catalog.categories.emptyHint') }}
      noMatch={filters.q ? { title: t('catalog.categories.noMatch') } : undefined}
      // Cards at every width: the spec gives only the cards' attributes.
      table={{
        columns: [],
        testId: 'category-table',
        minWidth: 0,
        rowAttributes: (c) => ({ 'data-category': c.name }),
      }}
      cardsOnly
      card={(category) => <CategoryCard category={category} actions={actions} />}
      cardsTestId="category-list"
      skeletonRows={LIMITS.categoryPageSize / 2}
    >
      <CategoryModal category={editing} onClose={() => setEditing(null)} />
      {confirm.modal}
    </ListPage>
  );
}

/** A category: image, name and item count; rename and delete for editors. */
function CategoryCard({ category, actions }: { category: Category; actions?: CategoryActions }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Thumb url={category.imageUrl} alt={category.name} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate>
          {category.name}
        </Text>
        <Text size="sm" c="dimmed" data-testid="category-count">
          {t('catalog.categories.itemCount', { count: category.itemCount })}
        </Text>
      </Stack>
      {actions && (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={() => actions.onEdit(category)}
            aria-label={t('catalog.categories.renameNamed', { name: category.name })}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => actions.onDelete(category)}
            aria-label={t('catalog.categories.deleteNamed', { name: category.name })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
