/** Query keys of the trivia feature start here, so an answer or an unlock can refresh the whole family. */
export const TRIVIA_KEY = ['trivia'] as const;

export const triviaKeys = {
  list: () => [...TRIVIA_KEY, 'list'] as const,
  item: (id: string) => [...TRIVIA_KEY, 'item', id] as const,
};
