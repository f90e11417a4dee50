/** What a user may do with a profile: see it, or also act on it. */
export type Permission = 'read' | 'write';
