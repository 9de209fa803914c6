import {
  agentPickerQuery,
  agentPickList,
  bankList,
  bankQuery,
  cityQuery,
  codeNameList,
  districtQuery,
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
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import * as repo from './reference.repo.js';
import * as reference from './reference.service.js';

const tags = ['reference'];

/** The lists change only with a new release of the data files: browsers and proxies may keep them a day. */
async function cached<T>(reply: FastifyReply, data: Promise<T>) {
  const value = await data;
  reply.header('cache-control', 'public, max-age=86400');
  return value;
}
const items = async <T>(rows: Promise<T[]>) => ({ items: await rows });

export function registerReferenceRoutes(app: App, { db }: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/attribute/locations',
    {
      access: 'public',
      summary: 'Served countries with their states or provinces',
      response: locationList,
    },
    (_request, reply) => cached(reply, items(reference.locations(db))),
  );
  r.get(
    '/api/attribute/phone-code',
    {
      access: 'public',
      summary: 'Country calling codes, Malaysia and Indonesia first',
      response: phoneCodeList,
    },
    (_request, reply) => cached(reply, items(reference.phoneCodes(db))),
  );
  r.get(
    '/api/attribute/list-bank',
    {
      access: 'public',
      summary: 'Banks of a country (Malaysia)',
      query: bankQuery,
      response: bankList,
    },
    (request, reply) => cached(reply, items(repo.banks(db, request.query.country))),
  );
  r.get(
    '/api/attribute/state',
    {
      access: 'public',
      summary: 'Malaysian states (or, with country=ID, Indonesian provinces)',
      query: stateQuery,
      response: codeNameList,
    },
    (request, reply) => cached(reply, items(request.query.country === 'MY' ? repo.myStates(db) : repo.idProvinces(db))),
  );
  r.get(
    '/api/attribute/province',
    {
      access: 'public',
      summary: 'Indonesian provinces',
      response: codeNameList,
    },
    (_request, reply) => cached(reply, items(repo.idProvinces(db))),
  );
  r.get(
    '/api/attribute/city',
    {
      access: 'public',
      summary: 'Cities of a Malaysian state (from the postcodes) or regencies of an Indonesian province',
      query: cityQuery,
      response: placeList,
    },
    (request, reply) => cached(reply, items(reference.cities(db, request.query))),
  );
  r.get(
    '/api/attribute/districts',
    {
      access: 'public',
      summary: 'Districts of an Indonesian regency',
      query: districtQuery,
      response: placeList,
    },
    (request, reply) => cached(reply, items(reference.districts(db, request.query.city))),
  );
  r.get(
    '/api/attribute/village',
    {
      access: 'public',
      summary: 'Villages of an Indonesian district',
      query: villageQuery,
      response: placeList,
    },
    (request, reply) => cached(reply, items(reference.villages(db, request.query.district))),
  );
  r.get(
    '/api/attribute/postcode/:postcode',
    {
      access: 'public',
      summary: 'City and state of a Malaysian postcode (several when it covers two cities)',
      params: postcodeParams,
      response: postcodeList,
    },
    (request, reply) => cached(reply, items(reference.postcode(db, request.params.postcode))),
  );
  r.get(
    '/api/attribute/list-msic',
    {
      access: 'public',
      summary: 'MSIC 2008 codes by code prefix or description',
      query: msicQuery,
      response: msicPage,
    },
    (request, reply) => cached(reply, repo.msicPage(db, request.query)),
  );
  r.get(
    '/api/attribute/list-agent',
    {
      access: access.hqAndStaff,
      summary: 'Agents of the company for pickers',
      query: agentPickerQuery,
      response: agentPickList,
    },
    async (request) => {
      const picks = await reference.agentPicks(db, contextOf(request), request.query);
      return { items: picks };
    },
  );
}
