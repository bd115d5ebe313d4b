/**
 * The walk-in forecast of a dish on a date (issue 27): how many portions will be ordered without a booking, and
 * the safety margin to cook on top. Suggested total = booked + expected + margin.
 *
 * The rule, from the same weekday of past weeks (newest first):
 * 1. Closed days (holidays, rest days) are skipped; the last `FORECAST_WINDOW` (6) open ones are used.
 * 2. Each day's demand is its walk-in portions. A day the dish sold out with nothing left over only tells that
 *    demand was at least that: its walk-ins are raised by `SOLD_OUT_RAISE` (×1.25). Leftovers tell the demand
 *    was met, so a day with leftovers is taken as it is, even if the dish was marked sold out.
 * 3. Level: the exponentially weighted mean of those demands, each week weighing half the next newer one
 *    (weights 32, 16, 8, 4, 2, 1 over 63 for six weeks).
 * 4. Trend: with at least `MIN_TREND_DAYS` (3) open days, the least-squares slope of demand per week. The weighted
 *    mean sits at the weighted mean age of the days (0 = newest), so it is carried forward by
 *    slope × (mean age + 1) to the forecast date. A steady dish has no slope; a linear one is forecast exactly.
 * 5. Expected = that, rounded, never below zero. A dish with no open past day (new this week) expects 0.
 * 6. Margin: once `MIN_TRACK_RECORD` (3) of the used days carry the forecast that was made for them
 *    (`expected`), the margin is their mean absolute error (demand vs forecast), rounded up: it shrinks as the
 *    forecast proves itself. Before that, `DEFAULT_MARGIN_SHARE` (25 %) of the expected walk-ins, rounded up.
 *
 * Days are positions among open days, not calendar weeks: a holiday week simply drops out of the series.
 */

/** one past date of the same weekday as the forecast date, newest first */
export interface PastDay {
  date: string;
  walkIns: number;
  leftovers: number;
  soldOut: boolean;
  open: boolean;
  /** the walk-ins the forecast expected for that date, when one was made (frozen production sheet) */
  expected?: number;
}

export interface Forecast {
  /** expected walk-in portions */
  expected: number;
  /** safety portions on top */
  margin: number;
  /** open past days the forecast rests on (0: a new dish, no history) */
  days: number;
}

export const FORECAST_WINDOW = 6;
export const FORECAST_DECAY = 0.5;
export const SOLD_OUT_RAISE = 1.25;
export const MIN_TREND_DAYS = 3;
export const MIN_TRACK_RECORD = 3;
export const DEFAULT_MARGIN_SHARE = 0.25;

/** What a past day says about walk-in demand: its walk-ins, raised when the dish ran out with nothing left. */
export function dayDemand(day: PastDay): number {
  return day.soldOut && day.leftovers <= 0 ? day.walkIns * SOLD_OUT_RAISE : day.walkIns;
}

export function forecastWalkIns(past: PastDay[]): Forecast {
  const used = past.filter((day) => day.open).slice(0, FORECAST_WINDOW);
  if (used.length === 0) return { expected: 0, margin: 0, days: 0 };
  const demands = used.map(dayDemand);
  const weights = demands.map((_, age) => FORECAST_DECAY ** age);
  const weightSum = sum(weights);
  const level = sum(demands.map((d, age) => d * weights[age])) / weightSum;
  const meanAge = sum(weights.map((w, age) => w * age)) / weightSum;
  const slope = used.length >= MIN_TREND_DAYS ? slopePerWeek(demands) : 0;
  const expected = Math.max(0, Math.round(level + slope * (meanAge + 1)));
  return { expected, margin: safetyMargin(used, demands, expected), days: used.length };
}

/** booked + expected + margin: what the kitchen should prepare. */
export function suggestedTotal(booked: number, forecast: Forecast): number {
  return booked + forecast.expected + forecast.margin;
}

function safetyMargin(used: PastDay[], demands: number[], expected: number): number {
  const errors = used.flatMap((day, i) => (day.expected === undefined ? [] : [Math.abs(demands[i] - day.expected)]));
  if (errors.length < MIN_TRACK_RECORD) return Math.ceil(expected * DEFAULT_MARGIN_SHARE);
  // a hair under the integer so that float noise (3.0000000001) does not add a portion
  return Math.max(0, Math.ceil(sum(errors) / errors.length - 1e-9));
}

/** Least-squares slope of demands given newest first (age 0, 1, 2, …), per week forward in time. */
function slopePerWeek(demands: number[]): number {
  const n = demands.length;
  const meanAge = (n - 1) / 2;
  const meanDemand = sum(demands) / n;
  let covariance = 0;
  let variance = 0;
  demands.forEach((d, age) => {
    covariance += (age - meanAge) * (d - meanDemand);
    variance += (age - meanAge) ** 2;
  });
  // age grows into the past, so the slope forward in time is its opposite
  return -covariance / variance;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
