import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../app/page-states';
import { WidgetCard } from './widget-card';

/** The company's news feed: empty until HQ can post content (a later issue); never made-up posts. */
export function NewsWidget() {
  const { t } = useTranslation();
  return (
    <WidgetCard title={t('dashboard.news')} icon={IconNews} testId="widget-news">
      <EmptyList title={t('dashboard.newsEmpty')} description={t('dashboard.newsEmptyHint')} />
    </WidgetCard>
  );
}
