import './manage-orders-texts';
import { ManageOrderDetailsPage } from './manage-order-details-page';
import { ekoopDetailsPath } from './manage-orders.api';
import { ManageOrdersPage } from './manage-orders-page';

/** /manage-orders-ekoop: HQ's order list fixed to e-koop orders, with the student of each order. */
export function EkoopOrdersPage() {
  return (
    <ManageOrdersPage
      fixedType="ekoop"
      titleKey="manageOrders.ekoop.menu"
      subtitleKey="manageOrders.ekoop.subtitle"
      detailsHref={ekoopDetailsPath}
      student
    />
  );
}

/** /manage-orders-ekoop/order-details?id=…: the order's page with the student, parent and class on top. */
export function EkoopOrderDetailsPage() {
  return <ManageOrderDetailsPage listPath="/manage-orders-ekoop" student />;
}
