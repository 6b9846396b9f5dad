import { type FormEvent, useState } from 'react';
import { RATING_REQUIRED, REVIEW_COMMENT_MAX_LENGTH } from '@/shared/reviews';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useCreateReview } from '../api/review-mutations';
import { StarRatingInput } from './star-rating-input';

export function ReviewForm({ salonId, onPublished }: { salonId: string; onPublished: () => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const create = useCreateReview(salonId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      toast.error(RATING_REQUIRED.title, { description: RATING_REQUIRED.message });
      return;
    }
    create.mutate(
      { rating, comment },
      {
        onSuccess: () => {
          setRating(0);
          setComment('');
          toast.success('Avis publié', { description: 'Votre avis a été ajouté avec succès' });
          onPublished();
        },
        onError: (error) =>
          toast.error('Erreur', {
            description: errorMessage(error, "Une erreur est survenue lors de l'ajout de votre avis"),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-4" aria-label="Laisser un avis">
      <p className="font-semibold">Laisser un avis</p>
      <StarRatingInput value={rating} onChange={setRating} />
      <div className="grid gap-2">
        <Label htmlFor="review-comment">Votre commentaire</Label>
        <textarea
          id="review-comment"
          value={comment}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          onChange={(event) => setComment(event.target.value)}
          rows={3}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
          placeholder="Partagez votre expérience"
        />
      </div>
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? 'Publication...' : 'Publier mon avis'}
      </Button>
    </form>
  );
}
