import type { ReactNode } from 'react';

/** A screen's heading; the shell moves focus here after each navigation. */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return (
    <h1 className="sf-screen-title" tabIndex={-1} data-sf-focus-target="">
      {children}
    </h1>
  );
}
