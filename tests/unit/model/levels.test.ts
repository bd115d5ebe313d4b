// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isUnlocked, levelFor } from '../../../model/levels';

const rewards = [
  { id: 1, cost: 50 },
  { id: 2, cost: 150 },
  { id: 3, cost: 300 },
];

describe('levelFor', () => {
  it('starts at level 0 with the first reward as the goal when the customer has no points', () => {
    const info = levelFor(0, rewards);
    expect(info.level).toBe(0);
    expect(info.current).toBeNull();
    expect(info.next?.id).toBe(1);
    expect(info.pointsToNext).toBe(50);
    expect(info.progress).toBe(0);
  });

  it('measures progress from zero towards the first reward', () => {
    const info = levelFor(25, rewards);
    expect(info.level).toBe(0);
    expect(info.pointsToNext).toBe(25);
    expect(info.progress).toBe(50);
  });

  it('reaches a level exactly at the reward cost and restarts progress towards the next one', () => {
    const info = levelFor(150, rewards);
    expect(info.level).toBe(2);
    expect(info.current?.id).toBe(2);
    expect(info.next?.id).toBe(3);
    expect(info.pointsToNext).toBe(150);
    expect(info.progress).toBe(0);
  });

  it('measures progress between two reward costs, not against the cost at the level index', () => {
    // 100 points: level 1 (50 reached); half-way from 50 to 150.
    const info = levelFor(100, rewards);
    expect(info.level).toBe(1);
    expect(info.pointsToNext).toBe(50);
    expect(info.progress).toBe(50);
  });

  it('rounds progress down to a whole number', () => {
    expect(levelFor(99, rewards).progress).toBe(49);
  });

  it('is complete beyond the last reward: top level, nothing to go, full bar', () => {
    const info = levelFor(1000, rewards);
    expect(info.level).toBe(3);
    expect(info.current?.id).toBe(3);
    expect(info.next).toBeNull();
    expect(info.pointsToNext).toBe(0);
    expect(info.progress).toBe(100);
  });

  it('sorts the rewards by cost whatever order they come in', () => {
    const unsorted = [rewards[2], rewards[0], rewards[1]];
    const info = levelFor(160, unsorted);
    expect(info.level).toBe(2);
    expect(info.current?.id).toBe(2);
    expect(info.next?.id).toBe(3);
    expect(info.pointsToNext).toBe(140);
    expect(info.progress).toBe(6);
  });

  it('treats negative or non-numeric points as zero', () => {
    expect(levelFor(-20, rewards)).toMatchObject({ level: 0, pointsToNext: 50, progress: 0 });
    expect(levelFor(Number.NaN, rewards)).toMatchObject({ level: 0, pointsToNext: 50, progress: 0 });
  });

  it('shows a full bar and no goal when there are no rewards at all', () => {
    expect(levelFor(30, [])).toMatchObject({ level: 0, next: null, pointsToNext: 0, progress: 100 });
  });

  it('counts rewards of equal cost as reached together', () => {
    const twins = [
      { id: 1, cost: 50 },
      { id: 2, cost: 50 },
      { id: 3, cost: 100 },
    ];
    expect(levelFor(50, twins)).toMatchObject({ level: 2, pointsToNext: 50, progress: 0 });
  });
});

describe('isUnlocked', () => {
  it('unlocks a reward once the points reach its cost', () => {
    expect(isUnlocked(49, 50)).toBe(false);
    expect(isUnlocked(50, 50)).toBe(true);
    expect(isUnlocked(51, 50)).toBe(true);
  });
});
