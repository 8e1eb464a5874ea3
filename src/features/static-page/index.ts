/** Nothing is shared: the static page screen is reached through its lazy route only. */
export {};
