import { IMAGE_MAX_BYTES } from '@/shared/constants';

/** A quick check before uploading (the server checks the bytes themselves): the French message, or null. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Veuillez sélectionner un fichier image.';
  if (file.size > IMAGE_MAX_BYTES) return 'La taille du fichier ne doit pas dépasser 5MB.';
  return null;
}
