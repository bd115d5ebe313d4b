/** rewards: GET rewards (whole array), GET rewards/{id}, POST rewards, PUT rewards/{id}, DELETE rewards/{id}. */
import { pick, toNumber, type ResourceMapping, type Row } from './resourceMapping';

function rewardBody(data: Row): Row {
  const cost = toNumber(data.cost);
  return {
    ...pick(data, ['name', 'description', 'image']),
    cost: cost === undefined ? 0 : Math.trunc(cost),
    ...(typeof data.repeatable === 'boolean' ? { repeatable: data.repeatable } : {}),
  };
}

export const rewards: ResourceMapping = {
  list: 'rewards',
  paged: false,
  one: (id) => `rewards/${id}`,
  create: { path: 'rewards', body: rewardBody },
  update: { path: (id) => `rewards/${id}`, body: rewardBody },
  remove: (id) => `rewards/${id}`,
};
