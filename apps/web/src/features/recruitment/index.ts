// What other features may use of recruitment (the only way in from outside the feature).

export { ProfileExtensions } from './profile-extensions';
export { levelsQuery, uplineSearchQuery } from './recruitment.api';
