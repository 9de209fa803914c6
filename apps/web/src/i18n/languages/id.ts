// The entry bundle carries English (the fallback); Indonesian and Malay load on demand (i18n.ts).
import { id as messages } from '@niaga/shared/messages/id';
import bulkTracking from '../bulk-tracking.id.json';
import catalog from '../catalog.id.json';
import commission from '../commission.id.json';
import commissionClose from '../commission-close.id.json';
import companyProfile from '../company-profile.id.json';
import couriers from '../couriers.id.json';
import cp58 from '../cp58.id.json';
import documents from '../documents.id.json';
import base from '../id.json';
import inventory from '../inventory.id.json';
import manageOrders from '../manage-orders.id.json';
import network from '../network.id.json';
import orders from '../orders.id.json';
import payments from '../payments.id.json';
import payouts from '../payouts.id.json';
import recruitment from '../recruitment.id.json';
import shop from '../shop.id.json';
import vouchers from '../vouchers.id.json';

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
