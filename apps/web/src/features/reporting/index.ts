// What other features may use of reporting (the only way in from outside the feature): the settlement report shares
// the master report's period, stat cards and date formatting.

export { defaultPeriod } from './report-filters';
export { ReportStats } from './report-stats';
export { useReportDate } from './use-report-date';
