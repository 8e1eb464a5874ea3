// In-memory registry of channels, their subscribers and (for presence channels) members.

/** What the registry needs from a connection. */
export interface Subscriber {
  readonly socketId: string;
  send(frame: string): void;
}

interface Member {
  info: unknown;
  /** Sockets of this user subscribed to the channel; the member leaves when it empties. */
  sockets: Set<Subscriber>;
}

interface ChannelState {
  subscribers: Set<Subscriber>;
  /** user_id -> member; only for presence channels. */
  members?: Map<string, Member>;
  /** socket -> user_id; only for presence channels. */
  userOf?: Map<Subscriber, string>;
}

export interface PresenceSnapshot {
  presence: { ids: string[]; hash: Record<string, unknown>; count: number };
}

export class ChannelRegistry {
  private readonly channels = new Map<string, ChannelState>();

  private state(name: string, presence: boolean): ChannelState {
    let state = this.channels.get(name);
    if (!state) {
      state = { subscribers: new Set() };
      if (presence) {
        state.members = new Map();
        state.userOf = new Map();
      }
      this.channels.set(name, state);
    }
    return state;
  }

  isSubscribed(name: string, subscriber: Subscriber): boolean {
    return this.channels.get(name)?.subscribers.has(subscriber) ?? false;
  }

  /** Adds a subscriber to a public or private channel. */
  subscribe(name: string, subscriber: Subscriber): void {
    this.state(name, false).subscribers.add(subscriber);
  }

  /**
   * Adds a subscriber to a presence channel as user `userId`.
   * Returns `added: true` when this is the user's first socket in the channel.
   */
  join(name: string, subscriber: Subscriber, userId: string, userInfo: unknown): { added: boolean } {
    const state = this.state(name, true);
    const members = state.members!;
    const userOf = state.userOf!;
    const previousUser = userOf.get(subscriber);
    if (previousUser !== undefined && previousUser !== userId) this.leave(name, subscriber);

    state.subscribers.add(subscriber);
    userOf.set(subscriber, userId);
    const existing = members.get(userId);
    if (existing) {
      existing.sockets.add(subscriber);
      return { added: false };
    }
    members.set(userId, { info: userInfo, sockets: new Set([subscriber]) });
    return { added: true };
  }

  /**
   * Removes a subscriber from a channel. For presence channels returns the user id whose
   * last socket left (so member_removed should be broadcast), else null.
   */
  leave(name: string, subscriber: Subscriber): { removedUser: string | null } {
    const state = this.channels.get(name);
    if (!state || !state.subscribers.delete(subscriber)) return { removedUser: null };
    let removedUser: string | null = null;
    const userId = state.userOf?.get(subscriber);
    if (userId !== undefined) {
      state.userOf!.delete(subscriber);
      const member = state.members!.get(userId);
      if (member) {
        member.sockets.delete(subscriber);
        if (member.sockets.size === 0) {
          state.members!.delete(userId);
          removedUser = userId;
        }
      }
    }
    if (state.subscribers.size === 0) this.channels.delete(name);
    return { removedUser };
  }

  userIdOf(name: string, subscriber: Subscriber): string | undefined {
    return this.channels.get(name)?.userOf?.get(subscriber);
  }

  presence(name: string): PresenceSnapshot {
    const members = this.channels.get(name)?.members ?? new Map<string, Member>();
    const hash: Record<string, unknown> = {};
    for (const [id, member] of members) hash[id] = member.info ?? null;
    const ids = [...members.keys()];
    return { presence: { ids, hash, count: ids.length } };
  }

  /** Sends a frame to every subscriber of a channel, optionally skipping one socket. */
  broadcast(name: string, frame: string, except?: Subscriber | string): void {
    const state = this.channels.get(name);
    if (!state) return;
    for (const subscriber of state.subscribers) {
      if (subscriber === except || subscriber.socketId === except) continue;
      subscriber.send(frame);
    }
  }

  /** Sends a frame to every presence member socket except those of `exceptUser`. */
  broadcastToOtherUsers(name: string, frame: string, exceptUser: string): void {
    const state = this.channels.get(name);
    if (!state?.userOf) return;
    for (const [subscriber, userId] of state.userOf) {
      if (userId !== exceptUser) subscriber.send(frame);
    }
  }

  counts(): Record<string, number> {
    const result: Record<string, number> = {};
    for (const [name, state] of this.channels) result[name] = state.subscribers.size;
    return result;
  }

  clear(): void {
    this.channels.clear();
  }
}
