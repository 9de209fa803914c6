import type { GamePlan, GamePlanInput } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const gamePlanKeys = {
  all: ['game-plan'] as const,
  mine: () => [...gamePlanKeys.all, 'mine'] as const,
  every: () => [...gamePlanKeys.all, 'every'] as const,
};

/** The page the caller reads (an agent its level's, else the one for all levels); null when HQ wrote none. */
export const gamePlanQuery = () =>
  queryOptions({
    queryKey: gamePlanKeys.mine(),
    queryFn: ({ signal }) => api.get<GamePlan | null>('/game-plan', undefined, signal),
  });

/** HQ: every page (the one for all levels first, then one per level). */
export const gamePlansQuery = () =>
  queryOptions({
    queryKey: gamePlanKeys.every(),
    queryFn: ({ signal }) => api.get<GamePlan[]>('/setup/game-plan', undefined, signal),
  });

export const gamePlanApi = {
  save: (body: GamePlanInput) => api.send<GamePlan>('/setup/game-plan/store', body),
  remove: (id: string) => api.send<null>(`/setup/game-plan/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' }),
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.post<{ small: string; large: string }>('/setup/game-plan/image', body);
  },
};
