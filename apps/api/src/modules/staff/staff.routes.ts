import { staffInviteRequest, staffMember, staffPermissionsRequest, text } from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { inviteStaff, listStaff, removeStaff, updateStaffPermissions } from './staff.service.js';

const tags = ['company'];
const STAFF_ADMINS = access.hqAndStaffWith('add_user');
const idParams = z.object({ id: text({ max: 64 }) });

export function registerStaffRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/setup/staff',
    {
      access: STAFF_ADMINS,
      summary: 'Staff users and their permissions',
      response: z.object({ items: z.array(staffMember) }),
    },
    (request) => listStaff(deps, contextOf(request)),
  );

  r.post(
    '/api/setup/staff',
    {
      access: STAFF_ADMINS,
      summary: 'Invite a staff user by e-mail',
      body: staffInviteRequest,
      response: staffMember,
      message: 'staff.invited',
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      const member = await inviteStaff(deps, contextOf(request), request.body, origin);
      return member;
    },
  );

  r.post(
    '/api/setup/staff/:id',
    {
      access: STAFF_ADMINS,
      summary: "Update a staff user's permissions",
      params: idParams,
      body: staffPermissionsRequest,
      response: staffMember,
      message: 'staff.saved',
    },
    async (request) => {
      const member = await updateStaffPermissions(
        deps,
        contextOf(request),
        request.params.id,
        request.body.permissions,
      );
      return member;
    },
  );

  r.delete(
    '/api/setup/staff/:id',
    {
      access: STAFF_ADMINS,
      summary: 'Remove a staff user',
      params: idParams,
      message: 'staff.removed',
    },
    (request) => removeStaff(deps, contextOf(request), request.params.id),
  );
}
