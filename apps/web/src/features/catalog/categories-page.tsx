import './catalog-texts';
import { ActionIcon, Button, Card, Group, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type Category, LIMITS } from '@niaga/shared';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { Thumb } from '../../ui/thumb';
import { catalogApi, catalogKeys, categoriesQuery } from './catalog.api';
import { useCanEditCatalog } from './catalog-access';
import { CategoryModal } from './category-modal';

/** /category-products: categories with image and item count, 10 per page (spec §9), search, add, rename, delete. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalog();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 350);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const { data, error, isPending, refetch } = useQuery(categoriesQuery(page, q));

  const remove = async (category: Category) => {
    const { message } = await catalogApi.deleteCategory(category.id);
    await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    notifications.show({ color: 'teal', message });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('catalog.categories.title')}
        subtitle={t('catalog.categories.subtitle')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="category-add">
              {t('catalog.categories.add')}
            </Button>
          )
        }
      />
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('catalog.categories.search')}
            aria-label={t('catalog.categories.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          {isPending ? (
            <SkeletonBlock rows={LIMITS.categoryPageSize / 2} />
          ) : error && !data ? (
            <ErrorState message={error.message} onRetry={() => void refetch()} />
          ) : data && data.items.length === 0 ? (
            <EmptyList
              title={q ? t('catalog.categories.noMatch') : t('catalog.categories.empty')}
              description={q ? undefined : t('catalog.categories.emptyHint')}
            />
          ) : (
            <Stack gap="xs" data-testid="category-list">
              {data?.items.map((category) => (
                <Paper key={category.id} withBorder radius="md" p="xs" data-category={category.name}>
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
                    {canEdit && (
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          onClick={() => setEditing(category)}
                          aria-label={t('catalog.categories.renameNamed', { name: category.name })}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(category)}
                          aria-label={t('catalog.categories.deleteNamed', { name: category.name })}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
          {data && pages > 1 && (
            <Group justify="flex-end">
              <Pagination total={pages} value={data.page} onChange={setPage} size="sm" siblings={1} />
            </Group>
          )}
        </Stack>
      </Card>
      <CategoryModal category={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('catalog.categories.delete')}
        message={t('catalog.categories.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('catalog.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="category-delete-confirm"
      />
    </Stack>
  );
}
