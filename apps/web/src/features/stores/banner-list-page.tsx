import './stores-texts';
import { ActionIcon, Anchor, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EkoopBannerView } from '@niaga/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { StoreFrame } from './store-ui';
import { bannersQuery, storeApi, storeKeys } from './stores.api';

function BannerCard({ banner, onDelete }: { banner: EkoopBannerView; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="sm" data-testid="ekoop-banner">
      <Card.Section>
        <Image src={banner.imageUrl} alt={banner.title} h={140} fit="cover" />
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="sm" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {banner.title}
          </Text>
          {banner.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {banner.description}
            </Text>
          )}
          {banner.url && (
            <Anchor href={banner.url} size="sm" target="_blank" rel="noreferrer" truncate>
              {banner.url}
            </Anchor>
          )}
        </Stack>
        <ActionIcon variant="subtle" color="red" aria-label={t('stores.banner.delete')} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Card>
  );
}

function Banners() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const banners = useQuery(bannersQuery());
  const [deleting, setDeleting] = useState<EkoopBannerView | null>(null);
  const remove = async (banner: EkoopBannerView) => {
    await storeApi.deleteBanner(banner.id);
    await queryClient.invalidateQueries({ queryKey: storeKeys.banners() });
    notifications.show({ color: 'teal', message: t('stores.banner.deleted') });
  };
  if (banners.error) return <ErrorState message={banners.error.message} onRetry={() => void banners.refetch()} />;
  if (!banners.data) return <SkeletonBlock rows={4} />;
  return (
    <>
      {banners.data.items.length === 0 ? (
        <EmptyList title={t('stores.banner.empty')} description={t('stores.banner.emptyHint')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {banners.data.items.map((banner) => (
            <BannerCard key={banner.id} banner={banner} onDelete={() => setDeleting(banner)} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmModal
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={t('stores.banner.delete')}
        message={t('stores.banner.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('stores.banner.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </>
  );
}

/** /e-koop/banner: the e-koop storefront's banners. */
export function BannerListPage() {
  const { t } = useTranslation();
  return (
    <StoreFrame
      kind="e_koop"
      title={t('stores.banner.title')}
      subtitle={t('stores.banner.subtitle')}
      actions={
        <LinkButton to="/e-koop/banner/new" icon={IconPlus} data-testid="banner-new">
          {t('stores.banner.new')}
        </LinkButton>
      }
    >
      {() => <Banners />}
    </StoreFrame>
  );
}
