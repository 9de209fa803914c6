import { ANALYTICS_EXPORTS } from '../analytics/analytics.exports.js';
import type { ExportSource } from './export-source.js';

/** Every exportable report, by name. Each report module adds its sources here (one line each). */
export const EXPORT_SOURCES: ExportSource[] = [...ANALYTICS_EXPORTS];
