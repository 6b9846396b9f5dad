/**
 * What a person is told of a change they asked for (its toasts). Given to the mutation itself
 * (`useMutation`'s options), whose callbacks run even when the component that asked has left the
 * screen meanwhile; those given to `mutate` do not, and are for the component's own state.
 */
export type Tell<TAnswer, TVariables> = {
  onSuccess?: (answer: TAnswer, variables: TVariables) => void;
  onError?: (error: Error) => void;
};
