import './manage-orders-texts';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { EmptyList } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { ManageOrderDetailsPage } from './manage-order-details-page';
import { ekoopDetailsPath } from './manage-orders.api';
import { ManageOrdersPage } from './manage-orders-page';

/**
 * /manage-orders-ekoop: HQ's order list fixed to e-koop orders, with the student of each order. While the company's
 * e-koop feature is off the list says so (its orders, if any, stay under Orders and their details still open).
 */
export function EkoopOrdersPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user && !user.control.e_koop_status)
    return (
      <EmptyList
        title={t('manageOrders.ekoop.offTitle')}
        description={t('manageOrders.ekoop.offText')}
        action={
          <LinkButton to="/manage-orders" variant="light">
            {t('manageOrders.ekoop.toOrders')}
          </LinkButton>
        }
      />
    );
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
