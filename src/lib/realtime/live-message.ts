/**
 * The payload of the backend's App\Events\PusherNotification as it arrives on the socket:
 * exactly {message, message_type}. Kept apart from the socket module so the saga can use it
 * without pulling laravel-echo and pusher-js into the first load.
 */
export interface LiveMessage {
  message: string;
  message_type?: string;
}

/** The payload when it is one the widget can show; null for anything else (it is then ignored). */
export function liveMessageFrom(payload: unknown): LiveMessage | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { message, message_type: type } = payload as Record<string, unknown>;
  if (typeof message !== 'string' || !message.trim()) return null;
  return typeof type === 'string' ? { message, message_type: type } : { message };
}
