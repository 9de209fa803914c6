// What other features may use of manage-orders (the only way in from outside the feature).
export { OrderTimeline } from './order-timeline';
