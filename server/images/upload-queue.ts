/**
 * Uploads run one at a time per process. PGlite serves one connection, so four 2 MB inserts in a row made
 * every other query wait for all of them (a dish page took 1.5 s); queued here, other requests wait for at
 * most one image write. Uploads beyond the queue's length are refused with 429 rather than piling up.
 */
import { apiError } from '../errors';

export class UploadQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly maxWaiting: number) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.waiting >= this.maxWaiting) {
      throw apiError(429, 'image_queue_full', {}, 'file');
    }
    this.waiting++;
    const result = this.tail.then(work).finally(() => this.waiting--);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
