// Review rules shared by the form and the API, free of zod so that the public salon page does not load it.
export const RATING_REQUIRED = {
  title: 'Note requise',
  message: 'Veuillez attribuer une note entre 1 et 5 étoiles',
};
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
