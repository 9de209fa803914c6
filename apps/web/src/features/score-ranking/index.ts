// What other features may use of the score ranking (the only way in from outside the feature).

export { AgentAvatar, Figure, PositionBadge, YouBadge } from './ranking-ui';
export { topPerformersQuery } from './score-ranking.api';
