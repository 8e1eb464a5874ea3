// Message shapes and constants of the Pusher Channels protocol (version 7).
// Reference: https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/

/** A frame sent from the server to a client. `data` is normally a JSON *string*. */
export interface ServerMessage {
  event: string;
  channel?: string;
  data: unknown;
  /** Sender of a client event on a presence channel (protocol 7). */
  user_id?: string;
}

/** A frame received from a client, after JSON.parse and basic shape checks. */
export interface ClientMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

export interface SubscribeData {
  channel: string;
  auth?: string;
  channel_data?: string;
}

/** Close / error codes the protocol defines that this server uses. */
export const ErrorCode = {
  /** Application does not exist (unknown key). */
  AppNotFound: 4001,
  /** Unsupported protocol version. */
  UnsupportedProtocol: 4007,
  /** Connection is unauthorized (used for a rejected subscription). */
  Unauthorized: 4009,
  /** Pong reply not received: the client should reconnect. */
  PongTimeout: 4201,
  /** Server is shutting down: the client may reconnect later. */
  ServerClosing: 4200,
} as const;

export const SUPPORTED_PROTOCOLS = [5, 6, 7];

/** Pusher's channel-name rules: at most 164 characters from this set. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name) && !name.startsWith('#');
}

export function isValidEventName(name: unknown): name is string {
  return typeof name === 'string' && name.length > 0 && name.length <= 200;
}

export type ChannelKind = 'public' | 'private' | 'presence';

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  // private-encrypted-* is authorised like private-*; payloads are end-to-end encrypted
  // by the clients, so the server just passes them through.
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

export function encode(message: ServerMessage): string {
  return JSON.stringify(message);
}

/** Builds a frame whose `data` is JSON-encoded into a string, as Pusher does. */
export function frame(event: string, data: unknown, channel?: string): string {
  const message: ServerMessage = { event, data: typeof data === 'string' ? data : JSON.stringify(data) };
  if (channel !== undefined) message.channel = channel;
  return encode(message);
}

/** `pusher:error` frame. Pusher sends its payload as an object, not a string. */
export function errorFrame(code: number | null, message: string): string {
  return encode({ event: 'pusher:error', data: { code, message } });
}

/** Parses a client frame; null when it is not JSON or lacks a string `event`. */
export function parseClientMessage(raw: string): ClientMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { event, channel, data } = parsed as Record<string, unknown>;
  if (typeof event !== 'string') return null;
  if (channel !== undefined && typeof channel !== 'string') return null;
  return { event, channel: channel as string | undefined, data };
}

/** Presence `channel_data`: a JSON string with user_id and optional user_info. */
export interface PresenceMember {
  user_id: string;
  user_info?: unknown;
}

export function parseChannelData(channelData: unknown): PresenceMember | null {
  if (typeof channelData !== 'string') return null;
  try {
    const parsed = JSON.parse(channelData) as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const id = parsed.user_id;
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    if (String(id).length === 0) return null;
    return { user_id: String(id), user_info: parsed.user_info };
  } catch {
    return null;
  }
}
