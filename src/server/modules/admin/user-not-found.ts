/** The 404 of every admin route that names a user: a malformed id reads the same as an unknown one. */
export const USER_NOT_FOUND = 'Utilisateur introuvable.';
