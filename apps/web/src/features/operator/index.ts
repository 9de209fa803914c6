// What the app may use of the operator console (the only way in from outside the feature).
export { operatorRoutes } from './operator.routes';
