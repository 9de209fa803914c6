// What other features may use of commission (the only way in from outside the feature).

export { RankCard } from './commission-summary-parts';
export { MonthSelect, useMonthLabel } from './commission-ui';
