// What other parts of the app may use of the subscription feature.
export { SubscriptionBanner } from './subscription-banner';
