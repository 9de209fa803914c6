// What other features may use of manage-orders (the only way in from outside the feature).

export { AgentFilterSelect } from './agent-filter-select';
export { OrderTimeline } from './order-timeline';
