/** What a listing's SQL needs for one page: how many rows (one more than the page tells whether more follow) and after which id. */
export interface PageWindow {
  /** Rows to read: the page size plus one. */
  take: number;
  /** The id of the item the page continues after (from the cursor). */
  after?: string;
}
