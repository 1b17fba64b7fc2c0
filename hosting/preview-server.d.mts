// Types of hosting/preview-server.mjs for the TypeScript that imports it.
import type { Server } from 'node:http';

export const maxPathLength: number;
export function parseRequestPath(target: string): { path: string; status?: 400 | 404 };
export function createPreviewServer(options: { root: string; compress?: boolean }): Server;
