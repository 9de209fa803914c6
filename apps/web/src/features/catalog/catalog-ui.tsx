import './catalog-texts';
import { Badge } from '@mantine/core';
import type { PUBLISH_STATUSES } from '@niaga/shared';
import { useTranslation } from 'react-i18next';

type PublishStatus = (typeof PUBLISH_STATUSES)[number];

const STATUS_COLOR: Record<PublishStatus | 'active', string> = {
  published: 'teal',
  active: 'teal',
  scheduled: 'blue',
  suspended: 'red',
};

/** Published / scheduled / suspended (packages and combos: active or suspended). */
export function PublishBadge({ status }: { status: PublishStatus | 'active' }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" data-status={status}>
      {t(`catalog.status.${status}`)}
    </Badge>
  );
}
