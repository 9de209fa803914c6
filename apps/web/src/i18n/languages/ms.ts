// The entry bundle carries English (the fallback); Indonesian and Malay load on demand (i18n.ts).
import { ms as messages } from '@niaga/shared/messages/ms';
import { languageTexts } from './language-texts';

// The base file and each area's menu labels and page titles (the *-pages files load with their pages).
const areas = import.meta.glob<Record<string, string>>(
  [
    '../ms.json',
    '../{analytics,bulk-tracking,campaigns,catalog,commission,commission-close,company-profile,company-features,couriers,cp58,documents,e-invoicing,ejenpay-invoice,faq,game-plan,inventory,manage-orders,network,orders,payments,payouts,plan-rewards,recruitment,news-feed,operator,marketing-files,rewards,reporting,score-ranking,shop,stores,subscription,vouchers}.ms.json',
  ],
  { eager: true, import: 'default' },
);
export default languageTexts(messages, areas);
