/** complaints: GET complaints (paged, ?answered=), GET complaints/id/{id}, PUT complaints/id/{id} {answer}. */
import type { ResourceMapping } from './resourceMapping';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const complaints: ResourceMapping = {
  list: 'complaints',
  paged: true,
  filters: ['answered', 'from', 'to'],
  one: (id) => `complaints/id/${id}`,
  create: { path: 'complaints', body: (data) => ({ message: text(data.message) }) },
  update: { path: (id) => `complaints/id/${id}`, body: (data) => ({ answer: text(data.answer).trim() }) },
  bulkUpdate: (data) => ({ action: 'answer', answer: text(data.answer).trim() }),
};
