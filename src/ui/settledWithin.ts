/**
 * Resolves when `work` settles (fulfilled or not) or after `ms`, whichever comes first: a start-up wait that
 * never blocks longer than its limit and leaves failures to whoever uses the result.
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  const late = new Promise<void>((resolve) => setTimeout(resolve, ms));
  return Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    late,
  ]);
}
