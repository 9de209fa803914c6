// What other features may use of orders (the only way in from outside the feature).

export { AddToCartForm, BundleAdd, QuickAdd } from './add-to-cart';
export { CartButton } from './cart-button';
export { OrderCardHeading, useOrderLabels, useReferenceDateColumns, useTotalStatusColumns } from './order-columns';
export { OrderBody, OrderHeading } from './order-layout';
export { OrderLines, OrderTotals } from './order-lines';
export { OrderDelivery } from './order-parts';
export { lineDetails, OrderStatusBadge, useSellerName } from './order-ui';
export { orderKeys, paymentMethodsQuery } from './orders.api';
export { ReceiptView } from './receipt-view';
