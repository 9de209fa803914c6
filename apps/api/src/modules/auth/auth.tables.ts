import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, timestampTz } from '../../db/columns.js';
import { users } from '../users/users.tables.js';

/** Bearer tokens, stored as SHA-256 hashes only. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    companyId: text('company_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.tokenHash] }),
    index('auth_tokens_user_idx').on(table.companyId, table.userId),
    foreignKey({ columns: [table.companyId, table.userId], foreignColumns: [users.companyId, users.id] }),
  ],
);

export const ONE_TIME_PURPOSES = ['verify_email', 'reset_password', 'invite'] as const;
export type OneTimePurpose = (typeof ONE_TIME_PURPOSES)[number];

/** E-mail verification codes and password links: hashed, expiring, with a try counter. */
export const oneTimeSecrets = pgTable(
  'one_time_secrets',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    purpose: text('purpose', { enum: ONE_TIME_PURPOSES }).notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('one_time_secrets_user_idx').on(table.companyId, table.userId, table.purpose),
    index('one_time_secrets_hash_idx').on(table.companyId, table.secretHash),
    foreignKey({ columns: [table.companyId, table.userId], foreignColumns: [users.companyId, users.id] }),
  ],
);
