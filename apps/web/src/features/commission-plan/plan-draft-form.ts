import type { CommissionPlan, PlanVersion } from '@niaga/shared';
import { percentOf, toBasisPoints } from './plan-format';

/** The draft as the form holds it: percentages as typed (5.5), money in sen, thresholds as the basis counts. */
export type DraftValues = {
  note: string;
  ranks: Array<{
    id?: string;
    name: string;
    personalSales: number;
    totalPersonalGroupSales: number;
    sideGroupSales: number;
    commission: number;
    personalLevel: number;
    isLeadership: boolean;
    benefits: string[];
  }>;
  levels: Array<{ id: string; name: string; helper: number; recruitComm: number; leadership: number }>;
  switches: CommissionPlan['switches'];
};

export function toValues(version: PlanVersion): DraftValues {
  const { plan } = version;
  return {
    note: version.status === 'draft' ? (version.note ?? '') : '',
    ranks: plan.ranks.map((rank) => ({
      id: rank.id,
      name: rank.name,
      personalSales: rank.personalSales,
      totalPersonalGroupSales: rank.totalPersonalGroupSales,
      sideGroupSales: rank.sideGroupSales,
      commission: percentOf(rank.commissionBasisPoints),
      personalLevel: percentOf(rank.personalLevelBasisPoints),
      isLeadership: rank.isLeadership,
      benefits: rank.benefits,
    })),
    levels: plan.levels.map((level) => ({
      id: level.id,
      name: level.name,
      helper: percentOf(level.helperBasisPoints),
      recruitComm: level.recruitComm,
      leadership: percentOf(level.leadershipBasisPoints),
    })),
    switches: plan.switches,
  };
}

/** The plan to save: the form's ranks, levels and switches; the products as the base version has them. */
export function toPlan(values: DraftValues, base: CommissionPlan): CommissionPlan {
  return {
    ranks: values.ranks.map((rank) => ({
      ...(rank.id ? { id: rank.id } : {}),
      name: rank.name,
      personalSales: rank.personalSales,
      totalPersonalGroupSales: rank.totalPersonalGroupSales,
      sideGroupSales: rank.sideGroupSales,
      commissionBasisPoints: toBasisPoints(rank.commission),
      personalLevelBasisPoints: toBasisPoints(rank.personalLevel),
      isLeadership: rank.isLeadership,
      benefits: rank.benefits,
    })),
    levels: values.levels.map((level) => ({
      id: level.id,
      name: level.name,
      helperBasisPoints: toBasisPoints(level.helper),
      recruitComm: level.recruitComm,
      leadershipBasisPoints: toBasisPoints(level.leadership),
    })),
    products: base.products,
    switches: values.switches,
  };
}

export const blankRank = (): DraftValues['ranks'][number] => ({
  name: '',
  personalSales: 0,
  totalPersonalGroupSales: 0,
  sideGroupSales: 0,
  commission: 0,
  personalLevel: 0,
  isLeadership: false,
  benefits: [],
});

/** The months a draft can take effect from: the next twelve after the current one. */
export function futureMonths(currentMonth: string, count = 12) {
  const [year, month] = currentMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month + index, 1)).toISOString().slice(0, 7),
  );
}
