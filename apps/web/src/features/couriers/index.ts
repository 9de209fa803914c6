// What other features may use of couriers (the only way in from outside the feature).
export { branchesQuery, companyFeaturesQuery, courierKeys, couriersApi } from './couriers.api';
