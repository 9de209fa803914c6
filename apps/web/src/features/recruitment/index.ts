// What other features may use of recruitment (the only way in from outside the feature). Importing it registers the feature's page texts, which those screens also show.
import './recruitment-texts';

export { ProfileExtensions } from './profile-extensions';
export { levelsQuery, uplineSearchQuery } from './recruitment.api';
