/** What other features may use of the affiliate programme: nothing yet (its screens are lazy routes). */
export {};
