import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { parseCsv } from './csv.js';
import { refDataVersion } from './reference.tables.js';

const dataFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../reference-data');

type Dataset = {
  table: string;
  file: string;
  /** Database column → value taken from a CSV row ('' becomes NULL). */
  columns: Record<string, (row: Record<string, string>) => string>;
};

const column = (name: string) => (row: Record<string, string>) => row[name] ?? '';

const DATASETS: Dataset[] = [
  {
    table: 'ref_countries',
    file: 'country_calling_codes.csv',
    columns: {
      iso2: column('iso2'),
      iso3: column('iso3'),
      name: column('name'),
      official_name: column('official_name_en'),
      dial: column('dial'),
    },
  },
  {
    table: 'ref_my_states',
    file: 'my_states.csv',
    columns: {
      code: column('iso_code'),
      lhdn_code: column('lhdn_state_code'),
      name: column('name'),
      type: column('type'),
    },
  },
  {
    table: 'ref_my_postcodes',
    file: 'my_postcodes.csv',
    columns: { postcode: column('postcode'), city: column('city'), state_code: column('state_iso_code') },
  },
  {
    table: 'ref_banks',
    file: 'my_banks.csv',
    columns: {
      country: () => 'MY',
      code: column('short_name'),
      name: column('name'),
      // The source marks its BIC "unverified"; kept only where the 2019 SWIFT list confirms it.
      swift_code: (row) => (row.swift_in_swiftcodes_2019 === 'yes' ? (row.swift_suggested_unverified ?? '') : ''),
      aliases: column('aliases'),
      website: column('website'),
      status: column('status'),
    },
  },
  {
    table: 'ref_msic_codes',
    file: 'msic_2008_codes.csv',
    columns: {
      code: column('code'),
      description: column('description'),
      section: column('section'),
      section_name: column('section_name'),
    },
  },
  { table: 'ref_id_provinces', file: 'id_provinces.csv', columns: { code: column('code'), name: column('name') } },
  {
    table: 'ref_id_regencies',
    file: 'id_regencies.csv',
    columns: {
      code: column('code'),
      province_code: column('province_code'),
      name: column('name'),
      type: column('type'),
    },
  },
  {
    table: 'ref_id_districts',
    file: 'id_districts.csv',
    columns: { code: column('code'), regency_code: column('regency_code'), name: column('name') },
  },
  {
    table: 'ref_id_villages',
    file: 'id_villages.csv',
    columns: {
      code: column('code'),
      district_code: column('district_code'),
      name: column('name'),
      type: column('type'),
    },
  },
];

/** Bump when the mapping above changes without a data file changing. */
const LOADER_VERSION = '1';

/**
 * Loads the reference tables when the data files differ from the last load (idempotent, run after every
 * migration, on PGlite and PostgreSQL). One transaction under an advisory lock, so API instances booting together
 * load once and readers never see half a data set. Each table is one INSERT … SELECT FROM unnest(arrays).
 */
export async function loadReferenceData(db: Db): Promise<{ loaded: boolean; rows: number }> {
  const files = DATASETS.map((dataset) => readFileSync(path.join(dataFolder, dataset.file), 'utf8'));
  const checksum = createHash('sha256').update(LOADER_VERSION).update(files.join('\u0000')).digest('hex');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('niaga.reference-data'))`);
    const [current] = await tx.select().from(refDataVersion).where(eq(refDataVersion.id, 'reference'));
    if (current?.checksum === checksum) return { loaded: false, rows: 0 };
    let rows = 0;
    for (const [index, dataset] of DATASETS.entries()) {
      const records = parseCsv(files[index] ?? '');
      const names = Object.keys(dataset.columns);
      const arrays = Object.values(dataset.columns).map((value) => records.map((record) => value(record) || null));
      await tx.execute(sql.raw(`DELETE FROM ${dataset.table}`));
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(dataset.table)} (${sql.raw(names.map((name) => `"${name}"`).join(', '))})
            SELECT * FROM unnest(${sql.join(
              arrays.map((values) => sql`${sql.param(values)}::text[]`),
              sql`, `,
            )})`,
      );
      rows += records.length;
    }
    await tx
      .insert(refDataVersion)
      .values({ id: 'reference', checksum })
      .onConflictDoUpdate({ target: refDataVersion.id, set: { checksum, loadedAt: new Date() } });
    return { loaded: true, rows };
  });
}
