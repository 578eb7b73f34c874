import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Mailer } from './mail.js';
import type { Storage } from './storage.js';

/** Everything a service may use, passed in explicitly (conventions.md: easy to test). */
export interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
  log: FastifyBaseLogger;
}
