/**
 * One phone on every host. Lighthouse's simulated throttling multiplies the host's own task times by
 * `cpuSlowdownMultiplier`, so a fixed 4× makes the score follow the host's CPU. Its default 4× is meant for the
 * middle of its high-end desktop class (benchmarkIndex 1 750, per Lighthouse's docs/throttling.md), i.e. a phone of
 * index 1 750 / 4 ≈ 440: the multiplier is the host's index divided by 440, so every host emulates that phone.
 * The index is Lighthouse's own page function, run in Chromium on a blank page: the median of three probes.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser } from 'puppeteer-core';

/** The benchmarkIndex of the emulated phone. */
export const PHONE_INDEX = 440;
/** A run whose Lighthouse-measured index moved more than this from the calibration is discarded. */
export const MAX_INDEX_DRIFT = 0.1;

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Lighthouse's CPU slowdown that makes a host of this index behave as the phone (two decimals, never below 1). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`benchmarkIndex ${benchmarkIndex} is not a measurement`);
  return Math.max(1, Math.round((benchmarkIndex / PHONE_INDEX) * 100) / 100);
}

/** How far `now` moved from `calibrated`, as a share of it (0.12 = 12 %). */
export function indexDrift(calibrated: number, now: number): number {
  return Math.abs(now - calibrated) / calibrated;
}

/** Whether a run measured at index `now` still emulates the phone calibrated at `calibrated`. */
export const runIsValid = (calibrated: number, now: number) => indexDrift(calibrated, now) <= MAX_INDEX_DRIFT;

/** The host's benchmarkIndex now: the median of `probes` runs of Lighthouse's page function in a blank tab. */
export async function probeBenchmarkIndex(browser: Browser, probes = 3): Promise<{ index: number; probes: number[] }> {
  const page = await browser.newPage();
  try {
    const values: number[] = [];
    for (let i = 0; i < probes; i++) {
      values.push((await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number);
    }
    return { index: median(values), probes: values };
  } finally {
    await page.close();
  }
}
