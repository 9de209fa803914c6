import {
  agentPickerQuery,
  agentPickList,
  bankList,
  bankQuery,
  cityQuery,
  codeNameList,
  districtQuery,
  type Language,
  locationList,
  msicPage,
  msicQuery,
  phoneCodeList,
  placeList,
  postcodeList,
  postcodeParams,
  stateQuery,
  villageQuery,
} from '@niaga/shared';
import type { FastifyReply } from 'fastify';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import * as repo from './reference.repo.js';
import * as reference from './reference.service.js';

const tags = ['reference'];
const PUBLIC = { access: 'public' as const };

/** The lists change only with a new release of the data files: browsers and proxies may keep them a day. */
async function cached<T>(reply: FastifyReply, language: Language, data: Promise<T>) {
  const value = await data;
  reply.header('cache-control', 'public, max-age=86400');
  return ok(value, language);
}
const items = async <T>(rows: Promise<T[]>) => ({ items: await rows });

export function registerReferenceRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/attribute/locations',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Served countries with their states or provinces', response: okSchema(locationList) },
    },
    (request, reply) => cached(reply, request.language, items(reference.locations(db))),
  );
  app.get(
    '/api/attribute/phone-code',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Country calling codes, Malaysia and Indonesia first',
        response: okSchema(phoneCodeList),
      },
    },
    (request, reply) => cached(reply, request.language, items(reference.phoneCodes(db))),
  );
  app.get(
    '/api/attribute/list-bank',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Banks of a country (Malaysia)', querystring: bankQuery, response: okSchema(bankList) },
    },
    (request, reply) => cached(reply, request.language, items(repo.banks(db, request.query.country))),
  );
  app.get(
    '/api/attribute/state',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Malaysian states (or, with country=ID, Indonesian provinces)',
        querystring: stateQuery,
        response: okSchema(codeNameList),
      },
    },
    (request, reply) =>
      cached(reply, request.language, items(request.query.country === 'MY' ? repo.myStates(db) : repo.idProvinces(db))),
  );
  app.get(
    '/api/attribute/province',
    { config: PUBLIC, schema: { tags, summary: 'Indonesian provinces', response: okSchema(codeNameList) } },
    (request, reply) => cached(reply, request.language, items(repo.idProvinces(db))),
  );
  app.get(
    '/api/attribute/city',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Cities of a Malaysian state (from the postcodes) or regencies of an Indonesian province',
        querystring: cityQuery,
        response: okSchema(placeList),
      },
    },
    (request, reply) => cached(reply, request.language, items(reference.cities(db, request.query))),
  );
  app.get(
    '/api/attribute/districts',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Districts of an Indonesian regency',
        querystring: districtQuery,
        response: okSchema(placeList),
      },
    },
    (request, reply) => cached(reply, request.language, items(reference.districts(db, request.query.city))),
  );
  app.get(
    '/api/attribute/village',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Villages of an Indonesian district',
        querystring: villageQuery,
        response: okSchema(placeList),
      },
    },
    (request, reply) => cached(reply, request.language, items(reference.villages(db, request.query.district))),
  );
  app.get(
    '/api/attribute/postcode/:postcode',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'City and state of a Malaysian postcode (several when it covers two cities)',
        params: postcodeParams,
        response: okSchema(postcodeList),
      },
    },
    (request, reply) => cached(reply, request.language, items(reference.postcode(db, request.params.postcode))),
  );
  app.get(
    '/api/attribute/list-msic',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'MSIC 2008 codes by code prefix or description',
        querystring: msicQuery,
        response: okSchema(msicPage),
      },
    },
    (request, reply) => cached(reply, request.language, repo.msicPage(db, request.query)),
  );
  app.get(
    '/api/attribute/list-agent',
    {
      config: { access: { roles: ['hq', 'staff'] } },
      schema: {
        tags,
        summary: 'Agents of the company for pickers',
        querystring: agentPickerQuery,
        response: okSchema(agentPickList),
      },
    },
    async (request) => {
      const picks = await reference.agentPicks(db, contextOf(request), request.query);
      return ok({ items: picks }, request.language);
    },
  );
}
