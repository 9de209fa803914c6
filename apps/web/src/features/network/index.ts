// What other features may use of network (the only way in from outside the feature).

export { AgentDatabaseList } from './agent-database-page';
export { type AgentPage, agentDetailQuery, agentListQuery, levelsQuery } from './network.api';
