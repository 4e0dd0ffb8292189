import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { latestKeptMail } from './outbox';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The development outbox (issue 4 "Email"): mail the server would have sent, newest first, so a
 * newcomer without an SMTP server can finish a password reset. Mounted only in development mode.
 */
export function devOutboxRoutes(deps: AppDeps) {
  const latest = () => latestKeptMail(deps.handle.db);
  return new Hono()
    .get('/outbox.json', async (c) => c.json({ items: await latest() }))
    .get('/outbox', async (c) => {
      const mails = await latest();
      const rows = mails
        .map(
          (m) =>
            `<article><h3>${escapeHtml(m.subject)}</h3><p>To ${escapeHtml(m.to)}, ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('<hr>');
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox | CSZ (development)</title></head><body style="font-family:sans-serif;max-width:50rem;margin:auto"><h1>Outbox</h1><p>Mail kept because SMTP_URL is not set. Development mode only.</p>${rows || '<p>No mail yet.</p>'}</body></html>`,
      );
    });
}
