import type { ContactMessage } from '@csz/core';
import type { ApiClient } from './client';

/** POST /api/csz/contactus: a message to the staff, stored and mailed (spec §7). */
export function sendContactMessage(api: ApiClient, message: ContactMessage) {
  return api.call('POST', '/api/csz/contactus', (s) => s.message, {
    json: message,
  });
}
