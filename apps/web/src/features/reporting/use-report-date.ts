import { formatDateShort } from '@niaga/shared';
import { useDateFormat } from '../../ui/date-format';

/** A report's dates: short (day/month/year) in the company's time zone. */
export function useReportDate() {
  const { timeZone } = useDateFormat();
  return (value: string) => formatDateShort(value, timeZone);
}
