import { afterAll } from 'vitest';
import { stopAllApps } from './app-process.js';

// Runs around every API test file: the app processes a file started end with it, whatever
// happened to its tests.
afterAll(stopAllApps);
