import type { Access } from '@niaga/shared';
import { IconTicket } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** Who may open each screen (the API decides the same: see docs/decisions.md, vouchers). */
export const VOUCHER_ACCESS = {
  read: { roles: ['hq', 'staff'] },
  edit: { roles: ['hq', 'staff'], permission: 'create_product' },
} as const satisfies Record<string, Access>;

const VoucherListPage = lazyPage(
  () => import('./voucher-list-page'),
  (m) => m.VoucherListPage,
);
const VoucherFormPage = lazyPage(
  () => import('./voucher-form-page'),
  (m) => m.VoucherFormPage,
);
const VoucherHistoryPage = lazyPage(
  () => import('./voucher-history-page'),
  (m) => m.VoucherHistoryPage,
);

const handle = (titleKey: string, access: Access): RouteHandle => ({ titleKey, access });

export const voucherProtectedRoutes: RouteObject[] = [
  { path: '/voucher', element: <VoucherListPage />, handle: handle('vouchers.menu.list', VOUCHER_ACCESS.read) },
  { path: '/voucher/new', element: <VoucherFormPage />, handle: handle('vouchers.form.new', VOUCHER_ACCESS.edit) },
  {
    path: '/voucher/edit/:id',
    element: <VoucherFormPage />,
    handle: handle('vouchers.form.edit', VOUCHER_ACCESS.edit),
  },
  {
    path: '/voucher/history',
    element: <VoucherHistoryPage />,
    handle: handle('vouchers.menu.history', VOUCHER_ACCESS.read),
  },
];

/** One "Vouchers" item; the history opens from the list (and per voucher). */
export const voucherMenu: MenuEntry[] = [
  { path: '/voucher', labelKey: 'vouchers.menu.list', icon: IconTicket, access: VOUCHER_ACCESS.read },
];
