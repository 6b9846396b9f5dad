/** A select's salons, after « Tous mes salons » (of value `allValue`) when one is given. */
export function SalonOptions({
  salons,
  allValue,
}: {
  salons: readonly { id: string; name: string }[];
  allValue?: string;
}) {
  return (
    <>
      {allValue !== undefined && <option value={allValue}>Tous mes salons</option>}
      {salons.map((salon) => (
        <option key={salon.id} value={salon.id}>
          {salon.name}
        </option>
      ))}
    </>
  );
}
