import type { Access } from '@niaga/shared';
import { IconTicket } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** Who may open each screen (the API decides the same: see docs/decisions.md, vouchers). */
export const VOUCHER_ACCESS = {
  read: { roles: ['hq', 'staff'] },
  edit: { roles: ['hq', 'staff'], permission: 'create_product' },
} as const satisfies Record<string, Access>;

const { VoucherListPage, VoucherFormPage, VoucherHistoryPage } = lazyPages({
  VoucherListPage: () => import('./voucher-list-page'),
  VoucherFormPage: () => import('./voucher-form-page'),
  VoucherHistoryPage: () => import('./voucher-history-page'),
});

const { read, edit } = VOUCHER_ACCESS;

/** One "Vouchers" menu item; the history opens from the list (and per voucher). */
export const { routes: voucherProtectedRoutes, menu: voucherMenu } = featurePages([
  { path: '/voucher', element: <VoucherListPage />, titleKey: 'vouchers.menu.list', access: read, menu: IconTicket },
  { path: '/voucher/new', element: <VoucherFormPage />, titleKey: 'vouchers.form.new', access: edit },
  { path: '/voucher/edit/:id', element: <VoucherFormPage />, titleKey: 'vouchers.form.edit', access: edit },
  { path: '/voucher/history', element: <VoucherHistoryPage />, titleKey: 'vouchers.menu.history', access: read },
]);
