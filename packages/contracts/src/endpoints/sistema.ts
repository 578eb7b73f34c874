import { z } from '../zod-setup.js';
import { endpoint } from '../envelope.js';

/** Liveness and database check for load balancers and `npm start` users. */
export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Verifica se a API e o banco de dados respondem',
  tag: 'Sistema',
  roles: 'public',
  response: z.object({}),
});
