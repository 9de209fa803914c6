import { SimpleGrid } from '@mantine/core';
import type { AgentDashboard } from '@niaga/shared';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { ShareLink } from './share-link';
import { WidgetCard } from './widget-card';

/** QR codes with copy and WhatsApp share for the agent's shop, its invite link and its commission page. */
export function LinksWidget({ links }: { links: AgentDashboard['links'] }) {
  const { t } = useTranslation();
  const company = useCurrentUser()?.company.name ?? '';
  const shared = [
    { kind: 'product', url: links.product },
    ...(links.recruit ? [{ kind: 'recruit', url: links.recruit }] : []),
    { kind: 'commission', url: links.commission },
  ];
  return (
    <WidgetCard title={t('dashboard.links')} icon={IconQrcode} testId="widget-links" wide>
      <SimpleGrid cols={{ base: 1, sm: shared.length }} spacing="lg">
        {shared.map(({ kind, url }) => (
          <ShareLink
            key={kind}
            kind={kind}
            url={url}
            label={t(`dashboard.link.${kind}`)}
            message={t(`dashboard.share.${kind}`, { company, url })}
          />
        ))}
      </SimpleGrid>
    </WidgetCard>
  );
}
