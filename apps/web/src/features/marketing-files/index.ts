// What other features may use of the marketing files (the only way in from outside the feature).

export { foldersQuery, marketingFilesKeys } from './marketing-files.api';
