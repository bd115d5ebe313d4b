// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditOverheadRow } from '../../bench/audit-figure';

describe("the bench's audit trail line", () => {
  it('gives both p95 figures and the difference, in ms and in percent', () => {
    expect(
      auditOverheadRow({ concurrency: 4, on: { p50: 6.12, p95: 12.34, errors: 0 }, off: { p50: 5, p95: 9.8, errors: 0 } }),
    ).toEqual({
      label: 'PUT dishes/{id}, 4 conn., audit trail',
      value: 'p95 12.3 ms with it, 9.8 ms without (+2.5 ms, +26%); p50 6.1 / 5.0 ms',
    });
  });

  it('says so when the trail measured faster (noise), and counts the errors of both runs', () => {
    expect(
      auditOverheadRow({ concurrency: 1, on: { p50: 4, p95: 9, errors: 1 }, off: { p50: 4, p95: 10, errors: 2 } }).value,
    ).toBe('p95 9.0 ms with it, 10.0 ms without (−1.0 ms, −10%); p50 4.0 / 4.0 ms, 3 errors');
  });

  it('leaves the percentage out rather than print Infinity or NaN', () => {
    const { value } = auditOverheadRow({ concurrency: 4, on: { p50: 2, p95: 3, errors: 0 }, off: { p50: 0, p95: 0, errors: 0 } });
    expect(value).toBe('p95 3.0 ms with it, 0.0 ms without (+3.0 ms); p50 2.0 / 0.0 ms');
  });
});
