// The entry bundle carries English (the fallback); Indonesian and Malay load on demand (i18n.ts).
import { en as messages } from '@niaga/shared/messages/en';
import bulkTracking from '../bulk-tracking.en.json';
import catalog from '../catalog.en.json';
import commission from '../commission.en.json';
import commissionClose from '../commission-close.en.json';
import companyProfile from '../company-profile.en.json';
import couriers from '../couriers.en.json';
import cp58 from '../cp58.en.json';
import documents from '../documents.en.json';
import base from '../en.json';
import inventory from '../inventory.en.json';
import manageOrders from '../manage-orders.en.json';
import network from '../network.en.json';
import orders from '../orders.en.json';
import payments from '../payments.en.json';
import payouts from '../payouts.en.json';
import recruitment from '../recruitment.en.json';
import shop from '../shop.en.json';
import vouchers from '../vouchers.en.json';

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
