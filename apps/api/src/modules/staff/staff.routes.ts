import { staffInviteRequest, staffMember, staffPermissionsRequest, text } from '@niaga/shared';
import { z } from 'zod';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty, okSchema } from '../../platform/envelope.js';
import { inviteStaff, listStaff, removeStaff, updateStaffPermissions } from './staff.service.js';

const tags = ['company'];
const access: RouteAccess = { roles: ['hq', 'staff'], permission: 'add_user' };
const idParams = z.object({ id: text({ max: 64 }) });

export function registerStaffRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/setup/staff',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Staff users and their permissions',
        response: okSchema(z.object({ items: z.array(staffMember) })),
      },
    },
    async (request) => ok(await listStaff(deps, contextOf(request)), request.language),
  );

  app.post(
    '/api/setup/staff',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Invite a staff user by e-mail',
        body: staffInviteRequest,
        response: okSchema(staffMember),
      },
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      const member = await inviteStaff(deps, contextOf(request), request.body, origin);
      return ok(member, request.language, 'staff.invited');
    },
  );

  app.post(
    '/api/setup/staff/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "Update a staff user's permissions",
        params: idParams,
        body: staffPermissionsRequest,
        response: okSchema(staffMember),
      },
    },
    async (request) => {
      const member = await updateStaffPermissions(
        deps,
        contextOf(request),
        request.params.id,
        request.body.permissions,
      );
      return ok(member, request.language, 'staff.saved');
    },
  );

  app.delete(
    '/api/setup/staff/:id',
    { config: { access }, schema: { tags, summary: 'Remove a staff user', params: idParams, response: okEmpty } },
    async (request) => {
      await removeStaff(deps, contextOf(request), request.params.id);
      return ok(null, request.language, 'staff.removed');
    },
  );
}
