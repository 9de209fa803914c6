// Agent constants, apart from the schemas so that a page using them does not load zod.

export const AGENT_STATUSES = ['new', 'active', 'inactive', 'suspended'] as const;

export const AGENT_SORTS = [
  'name',
  '-name',
  'joinedAt',
  '-joinedAt',
  'ps',
  '-ps',
  'gs',
  '-gs',
  'tpgs',
  '-tpgs',
] as const;
