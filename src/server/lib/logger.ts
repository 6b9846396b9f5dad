import pino from 'pino';
import { logLevelFrom } from '../config';

export const logger = pino({ level: logLevelFrom(), base: undefined });
