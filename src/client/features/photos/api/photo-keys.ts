/** Albums are content items: the 'content' topic's changes refresh them, and they may be kept offline. */
export const photoKeys = {
  albums: () => ['content', 'photo-albums'] as const,
  album: (id: number) => ['content', 'photo-albums', id] as const,
};
