import './campaigns-texts';
import { Badge, type BadgeProps, Group, Image, Text } from '@mantine/core';
import { type CampaignView, formatDateShort, type RedemptionStatus } from '@niaga/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { smallImage } from '../../ui/thumb';

const STATUS_COLOR: Record<CampaignView['status'], string> = { active: 'teal', upcoming: 'blue', past: 'gray' };
const REDEMPTION_COLOR: Record<RedemptionStatus, string> = { pending: 'yellow', fulfilled: 'teal', cancelled: 'gray' };

export function CampaignStatusBadge({ status, ...props }: { status: CampaignView['status'] } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" data-status={status} miw="max-content" {...props}>
      {t(`campaigns.status.${status}`)}
    </Badge>
  );
}

export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={REDEMPTION_COLOR[status]} variant="light" tt="none" data-status={status} miw="max-content" size="sm">
      {t(`campaigns.redemption.${status}`)}
    </Badge>
  );
}

/** Campaign dates are calendar days: shown as they are, without a time-zone shift. */
export const formatDay = (day: string) => formatDateShort(`${day}T00:00:00Z`, 'UTC');
export const period = (campaign: CampaignView) => `${formatDay(campaign.startDate)} – ${formatDay(campaign.endDate)}`;

/** The banner's small rendition (2:1, as the 800 × 400 upload), or a placeholder. */
export function Banner({ url, title, width = 96 }: { url: string | null; title: string; width?: number }) {
  const height = width / 2;
  if (!url)
    return (
      <Group w={width} h={height} justify="center" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 6 }}>
        <IconPhoto size={18} aria-hidden color="var(--mantine-color-dimmed)" />
      </Group>
    );
  return <Image src={smallImage(url)} alt={title} w={width} h={height} radius="sm" fit="cover" />;
}

/** "All levels" when the campaign is open to every level, else the levels' names. */
export function useLevelsLabel() {
  const { t } = useTranslation();
  return (campaign: CampaignView) =>
    campaign.levels.length === 0 ? t('campaigns.allLevels') : campaign.levels.map((level) => level.name).join(', ');
}

/** A line of dimmed text, e.g. a hint under a field. */
export const Hint = ({ children }: { children: string }) => (
  <Text size="xs" c="dimmed">
    {children}
  </Text>
);
