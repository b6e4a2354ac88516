// Owns the health API's calls: GET /api/health and /api/ready, each 503 when what it checks is not answering.
import { endpoint } from './endpoint.ts';
import { healthAnswer } from './envelope.ts';

/** Every call of /api/health and /api/ready: answered by the server itself, for probes and proxies. */
export const healthEndpoints = {
  ready: endpoint({ method: 'GET', path: '/api/ready', tag: 'health', answer: healthAnswer, errors: [503] }),
  health: endpoint({ method: 'GET', path: '/api/health', tag: 'health', answer: healthAnswer, errors: [503] }),
};
