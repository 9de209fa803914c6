// The entry bundle carries English (the fallback); Indonesian and Malay load on demand (i18n.ts).
import { ms as messages } from '@niaga/shared/messages/ms';
import bulkTracking from '../bulk-tracking.ms.json';
import catalog from '../catalog.ms.json';
import commission from '../commission.ms.json';
import commissionClose from '../commission-close.ms.json';
import companyProfile from '../company-profile.ms.json';
import couriers from '../couriers.ms.json';
import cp58 from '../cp58.ms.json';
import documents from '../documents.ms.json';
import inventory from '../inventory.ms.json';
import manageOrders from '../manage-orders.ms.json';
import base from '../ms.json';
import network from '../network.ms.json';
import orders from '../orders.ms.json';
import payments from '../payments.ms.json';
import payouts from '../payouts.ms.json';
import recruitment from '../recruitment.ms.json';
import shop from '../shop.ms.json';
import vouchers from '../vouchers.ms.json';

// Server message keys (validation, errors) and UI strings share one flat namespace.
export default {
  ...messages,
  ...base,
  ...catalog,
  ...commissionClose,
  ...couriers,
  ...inventory,
  ...network,
  ...recruitment,
  ...shop,
  ...vouchers,
  ...payments,
  ...orders,
  ...manageOrders,
  ...bulkTracking,
  ...documents,
  ...companyProfile,
  ...cp58,
  ...commission,
  ...payouts,
} as Record<string, string>;
