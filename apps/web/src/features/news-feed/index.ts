// What other features may use of the news feed (the only way in from outside the feature).

export { latestNewsQuery, newsFeedKeys } from './news-feed.api';
export { NewsPostCard } from './news-post-card';
