import type { ApiKeyScopes } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { foreignKey, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, timestampTz } from '../../db/columns.js';
import { users } from '../users/users.tables.js';

/**
 * API keys of machine clients (issue 26): the secret is stored as its SHA-256 hash only (it is 40 random base62
 * characters, so no slow hash is needed); `prefix` is its first characters, shown to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScopes>().notNull().default(sql`'{}'::jsonb`),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at'),
    lastUsedAt: timestampTz('last_used_at'),
    rotatedAt: timestampTz('rotated_at'),
    revokedAt: timestampTz('revoked_at'),
    revokedBy: text('revoked_by'),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex('api_keys_secret_idx').on(table.companyId, table.secretHash),
    index('api_keys_created_idx').on(table.companyId, table.createdAt),
    foreignKey({ columns: [table.companyId, table.createdBy], foreignColumns: [users.companyId, users.id] }),
  ],
);
