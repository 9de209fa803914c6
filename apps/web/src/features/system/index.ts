// What other features may use of system (the only way in from outside the feature).
export { StatusPage, StatusTextsPage } from './status-page';
