/** A polite live region, always in the page, for "Saved", "Sent" and the like. */
export function Status({ children }: { children: string }) {
  return (
    <p role="status" className="status">
      {children}
    </p>
  );
}
