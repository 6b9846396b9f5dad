// The API's answers: shapes every area uses.

/** One page of a list: the items, how many there are in all, the page number and its size. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A whole list, for lists that are not paged. */
export interface ItemList<T> {
  items: T[];
}
