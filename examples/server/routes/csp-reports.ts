/**
 * Development only (DEV_TOOLS=1 only, lib/dev-tools.ts): the host page's policy reports violations here
 * (`report-uri`), so a developer and the browser tests can see any. `POST /_dev/csp-reports` takes a
 * browser's report (`application/csp-report` or `application/reports+json`); `GET` lists the last 200,
 * oldest first; `DELETE` empties the list. Kept in memory, per server instance.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { CSP_REPORT_PATH } from './host-page';

const KEEP = 200;
const MAX_BYTES = 16_384;

export function cspReportRoutes(): Hono<AppEnv> {
  const reports: unknown[] = [];
  const r = new Hono<AppEnv>();
  r.post(CSP_REPORT_PATH, async (c) => {
    const text = await c.req.text();
    if (text.length > MAX_BYTES) return c.body(null, 413);
    try {
      const body: unknown = JSON.parse(text);
      // Reporting API bodies are arrays of reports; report-uri sends one {"csp-report": …}.
      for (const report of Array.isArray(body) ? body : [body]) reports.push(report);
      reports.splice(0, Math.max(0, reports.length - KEEP));
    } catch {
      return c.body(null, 400);
    }
    return c.body(null, 204);
  });
  r.get(CSP_REPORT_PATH, (c) => c.json(reports));
  r.delete(CSP_REPORT_PATH, (c) => {
    reports.length = 0;
    return c.body(null, 204);
  });
  return r;
}
