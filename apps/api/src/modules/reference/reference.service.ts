import type { AgentPick, agentPickerQuery, cityQuery } from '@niaga/shared';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { containsPattern } from '../../platform/like.js';
import { agentScope } from '../network/scope.js';
import { levels, users } from '../users/users.tables.js';
import * as repo from './reference.repo.js';

const parentNotFound = () => new AppError(404, 'reference.parentNotFound', 'NOT_FOUND');

/** Countries the product serves, each with its first-level divisions (MY states, ID provinces). */
export async function locations(db: Db) {
  const [all, states, provinces] = await Promise.all([repo.countries(db), repo.myStates(db), repo.idProvinces(db)]);
  const country = (iso2: string) => all.find((row) => row.iso2 === iso2);
  return [
    {
      iso2: 'MY',
      name: country('MY')?.name ?? 'Malaysia',
      dial: country('MY')?.dial ?? '60',
      divisionType: 'state' as const,
      divisions: states,
    },
    {
      iso2: 'ID',
      name: country('ID')?.name ?? 'Indonesia',
      dial: country('ID')?.dial ?? '62',
      divisionType: 'province' as const,
      divisions: provinces,
    },
  ];
}

export async function phoneCodes(db: Db) {
  const rows = await repo.countries(db);
  return rows.flatMap((row) => (row.dial ? [{ iso2: row.iso2, name: row.name, dial: row.dial }] : []));
}

export async function cities(db: Db, query: z.output<typeof cityQuery>) {
  if (query.state) {
    if (!(await repo.exists(db, 'state', query.state))) throw parentNotFound();
    return repo.myCities(db, query.state);
  }
  const province = query.province ?? '';
  if (!(await repo.exists(db, 'province', province))) throw parentNotFound();
  return repo.idRegencies(db, province);
}

export async function districts(db: Db, regencyCode: string) {
  if (!(await repo.exists(db, 'regency', regencyCode))) throw parentNotFound();
  return repo.idDistricts(db, regencyCode);
}

export async function villages(db: Db, districtCode: string) {
  if (!(await repo.exists(db, 'district', districtCode))) throw parentNotFound();
  return repo.idVillages(db, districtCode);
}

export async function postcode(db: Db, code: string) {
  const matches = await repo.postcodeMatches(db, code);
  if (matches.length === 0) throw new AppError(404, 'reference.postcodeNotFound', 'NOT_FOUND');
  return matches;
}

/** Agents of the caller's company for pickers, within the network module's scope. */
export async function agentPicks(
  db: Db,
  ctx: RequestContext,
  query: z.output<typeof agentPickerQuery>,
): Promise<AgentPick[]> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      levelId: levels.id,
      levelName: levels.levelName,
    })
    .from(users)
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(
      and(
        await agentScope(db, ctx),
        pattern
          ? or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.email, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(query.limit);
  return rows.map(({ levelId, levelName, ...row }) => ({
    ...row,
    level: levelId && levelName ? { id: levelId, name: levelName } : null,
  }));
}
