import type { MarketingFileType } from '@niaga/shared';
import { foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, updatedAt } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/** Spec §3 Marketing folder: a name and the levels that see it (spec §6; empty: every level). */
export const marketingFolders = pgTable(
  'marketing_folders',
  {
    ...companyRecordId(),
    name: text('name').notNull(),
    levelIds: text('level_ids').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [companyPrimaryKey(table)],
);

/**
 * Spec §3 File: name, type, size, description, in one folder (seen by whoever sees the folder). The content lies in
 * the file storage under `.private/<company>/marketing/<id>.<type>` (marketing-storage.ts).
 */
export const marketingFiles = pgTable(
  'marketing_files',
  {
    ...companyRecordId(),
    folderId: text('folder_id').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<MarketingFileType>().notNull(),
    /** Bytes (at most LIMITS.marketingFileMaxBytes). */
    size: integer('size').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    foreignKey({
      columns: [table.companyId, table.folderId],
      foreignColumns: [marketingFolders.companyId, marketingFolders.id],
    }),
    index('marketing_files_folder_idx').on(table.companyId, table.folderId, table.createdAt),
  ],
);
