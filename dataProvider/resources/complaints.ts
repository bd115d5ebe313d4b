/** complaints: GET complaints (paged, ?answered=), GET complaints/id/{id}, PUT complaints/id/{id} {answer}. */
import type { ResourceMapping } from './resourceMapping';

export const complaints: ResourceMapping = {
  list: 'complaints',
  paged: true,
  filters: ['answered', 'from', 'to'],
  one: (id) => `complaints/id/${id}`,
  create: { path: 'complaints', body: (data) => ({ message: String(data.message ?? '') }) },
  update: { path: (id) => `complaints/id/${id}`, body: (data) => ({ answer: String(data.answer ?? '').trim() }) },
  bulkUpdate: (data) => ({ action: 'answer', answer: String(data.answer ?? '').trim() }),
};
