// What other features may use of network (the only way in from outside the feature). Importing it registers the feature's page texts, which those screens also show.
import './network-texts';

export { type AgentPage, agentDetailQuery, agentListQuery, levelsQuery } from './network.api';
