import type { Server } from 'node:http';
import type { Judgement } from '../lib/form-rules';

export interface InboxOptions {
  /** The site's `judgeSubmission`. */
  judge: (body: unknown) => Judgement;
  /** Where accepted leads are appended, one JSON object a line. */
  leadsFile: string;
  /** Origins allowed by CORS; a request without an Origin header is allowed too. */
  allowedOrigins: string[];
  /** Default 64 KB. */
  maxBodyBytes?: number;
  /** Default 20 requests a minute per address. */
  rateLimit?: { max: number; windowMs: number };
  now?: () => number;
}

export function createInbox(options: InboxOptions): Server;
