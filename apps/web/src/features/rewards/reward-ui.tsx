import './rewards-texts';
import { AspectRatio, type AspectRatioProps, Badge, Center, Image, Text } from '@mantine/core';
import { formatDateShort, formatDateTime, type RedemptionStatus } from '@niaga/shared';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/date-format';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates as spec §1's short format: a calendar day (campaign dates, a cycle's start, a hand-over day) as it is, a
 * moment (an entry, a redemption) in the company's time zone with `withTime`.
 */
export function useRewardDate() {
  const { timeZone } = useDateFormat();
  return (value: string, withTime = false) => {
    if (CALENDAR_DAY.test(value)) return formatDateShort(`${value}T00:00:00Z`, 'UTC');
    return withTime ? formatDateTime(value, timeZone) : formatDateShort(value, timeZone);
  };
}

/** Points with their sign when `signed` (credits green, debits red), e.g. "+20 pts" / "−5 pts". */
export function Points({ points, signed, size = 'sm' }: { points: number; signed?: boolean; size?: string }) {
  const { t } = useTranslation();
  const sign = !signed || points === 0 ? '' : points > 0 ? '+' : '−';
  const color = !signed || points === 0 ? undefined : points > 0 ? 'teal' : 'red';
  return (
    <Text span size={size} fw={700} c={color} style={{ whiteSpace: 'nowrap' }} data-testid="points">
      {sign}
      {t('rewards.points', { points: Math.abs(points) })}
    </Text>
  );
}

const STATUS_COLORS: Record<RedemptionStatus, string> = { pending: 'orange', fulfilled: 'teal', cancelled: 'gray' };

export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" miw="max-content" data-testid="redemption-status">
      {t(`rewards.status.${status}`)}
    </Badge>
  );
}

/** A campaign's 2 : 1 banner (800 × 400 recommended), or a gift icon when HQ gave none. */
export function CampaignBanner({
  url,
  alt,
  width,
}: {
  url: string | null;
  alt: string;
  width?: AspectRatioProps['w'];
}) {
  return (
    <AspectRatio ratio={2} w={width} style={{ flex: 'none', borderRadius: 8, overflow: 'hidden' }}>
      {url ? (
        <Image src={url} alt={alt} fit="cover" />
      ) : (
        <Center bg="var(--mantine-color-default-hover)" aria-hidden>
          <IconGift size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
        </Center>
      )}
    </AspectRatio>
  );
}

/** The address of one reward's page (its id in the query: `/reward-details?id=…`, the spec's path kept). */
export const rewardLink = (campaignId: string) => `/reward-details?id=${encodeURIComponent(campaignId)}`;
