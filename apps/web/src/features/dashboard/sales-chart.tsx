import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { AgentDashboard } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';

/** The bars of the sales card (loaded on its own: the charting library stays out of the dashboard's chunk). */
export function SalesChart({ sales }: { sales: AgentDashboard['sales'] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const data = sales.map((row) => ({
    month: monthName.format(new Date(`${row.month}-01T00:00:00Z`)),
    ps: row.ps,
    gs: row.gs,
  }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="month"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={money}
      yAxisProps={{ width: 44, tickFormatter: (sen: number) => compact.format(sen / 100) }}
      series={[
        { name: 'ps', label: t('dashboard.ps'), color: 'blue.6' },
        { name: 'gs', label: t('dashboard.gs'), color: 'teal.6' },
      ]}
      data-testid="sales-chart"
    />
  );
}
