/** Escapes LIKE wildcards so a search text matches literally. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/** The ILIKE pattern of "contains this text". */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
