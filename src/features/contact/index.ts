/** Nothing is shared yet: the contact screen is reached through its lazy route only. */
export {};
