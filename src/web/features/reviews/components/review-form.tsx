import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { RATING_REQUIRED, REVIEW_COMMENT_MAX_LENGTH } from '@/shared/reviews';
import { ReviewSchema } from '@/shared/schemas/reviews';
import { SubmitButton } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/textarea';
import { toast, toastError } from '@/web/lib/toast';
import { useCreateReview } from '../api/review-mutations';
import { StarRatingInput } from './star-rating-input';

const resolver = zodResolver(ReviewSchema);
const EMPTY = { rating: 0, comment: '' };

/**
 * A client's review of a salon. A missing rating is said in a toast, as the API would say it; this
 * form loads zod, so the salon page loads it only for a signed-in client.
 */
export function ReviewForm({ salonId, onPublished }: { salonId: string; onPublished: () => void }) {
  const create = useCreateReview(salonId);
  const form = useForm({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) =>
      create.mutateAsync(values).then(
        () => {
          form.reset(EMPTY);
          toast.success('Avis publié', { description: 'Votre avis a été ajouté avec succès' });
          onPublished();
        },
        (error: unknown) => toastError(error, "Une erreur est survenue lors de l'ajout de votre avis"),
      ),
    (invalid) => {
      if (invalid.rating) toast.error(RATING_REQUIRED.title, { description: invalid.rating.message });
    },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-lg border p-4"
      aria-label="Laisser un avis"
    >
      <p className="font-semibold">Laisser un avis</p>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => <StarRatingInput value={field.value} onChange={field.onChange} />}
      />
      <FormField id="review-comment" label="Votre commentaire" error={errors.comment?.message}>
        <Textarea
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          rows={3}
          placeholder="Partagez votre expérience"
          {...form.register('comment')}
        />
      </FormField>
      <SubmitButton pending={create.isPending} pendingLabel="Publication..." className="justify-self-start">
        Publier mon avis
      </SubmitButton>
    </form>
  );
}
