import type { HallOfFameEntry, RankingPeriod, ScoreMetric, ScoreRankingPage, TopPerformers } from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type Answer, api } from '../../lib/api-client';

export type RankingFilters = { period: RankingPeriod; by: ScoreMetric; from?: string; to?: string; page: number };
type Page<T> = { items: T[]; total: number; page: number; limit: number };
export type HallOfFamePage = Page<HallOfFameEntry>;
export type HallOfFameBody = Omit<HallOfFameEntry, 'id' | 'companyId' | 'userImg'> & {
  id?: string;
  userImg?: string | null;
};

export const RANKING_PAGE_SIZE = 20;
export const HALL_OF_FAME_PAGE_SIZE = 24;

export const rankingKeys = {
  all: ['score-ranking'] as const,
  list: (filters: RankingFilters) => [...rankingKeys.all, 'list', filters] as const,
  top: (filters: Omit<RankingFilters, 'page'>) => [...rankingKeys.all, 'top', filters] as const,
  hallOfFame: (page: number) => ['hall-of-fame', page] as const,
};

/** The period's months travel only with a custom period (the API works the others out in the company's zone). */
const periodParams = ({ period, from, to }: Omit<RankingFilters, 'page' | 'by'>) =>
  period === 'custom' ? { period, from, to } : { period };

export const scoreRankingQuery = (filters: RankingFilters) =>
  queryOptions({
    queryKey: rankingKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<ScoreRankingPage>(
        `/scoreranking/score-ranking-${filters.by}`,
        { ...periodParams(filters), page: filters.page, limit: RANKING_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const topPerformersQuery = (filters: Omit<RankingFilters, 'page'>) =>
  queryOptions({
    queryKey: rankingKeys.top(filters),
    queryFn: ({ signal }) =>
      api.get<TopPerformers>('/scoreranking/top-performer', { ...periodParams(filters), by: filters.by }, signal),
    placeholderData: keepPreviousData,
  });

export const hallOfFameQuery = (page: number) =>
  queryOptions({
    queryKey: rankingKeys.hallOfFame(page),
    queryFn: ({ signal }) => api.get<HallOfFamePage>('/setup/hof', { page, limit: HALL_OF_FAME_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export const rankingApi = {
  saveHallOfFame: (body: HallOfFameBody) => api.send<HallOfFameEntry>('/setup/hof/store', body),
  deleteHallOfFame: (id: string) =>
    api.send<null>(`/setup/hof/delete/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' }),
  uploadPhoto: (file: File): Promise<Answer<{ small: string; large: string }>> => {
    const body = new FormData();
    body.append('file', file);
    return api.send<{ small: string; large: string }>('/setup/hof/image', body);
  },
};
