import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Stat } from './stat';
import { WidgetCard } from './widget-card';

/** Agents who joined this month (company time zone). */
export function NewAgentsWidget({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <WidgetCard title={t('dashboard.newAgents')} icon={IconUserPlus} to="/agent-database" testId="widget-new-agents">
      <Stat
        label={t('dashboard.joinedThisMonth')}
        value={new Intl.NumberFormat(i18n.language).format(count)}
        testId="new-agents"
      />
    </WidgetCard>
  );
}
