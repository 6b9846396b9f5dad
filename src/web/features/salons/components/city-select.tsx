import { CITIES } from '@/shared/cities';
import { NativeSelect } from '@/web/components/ui/native-select';

/** The platform's cities to choose from, "Toutes les villes" first (the home page's search and the salon list's filter). */
export function CitySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (slug: string) => void;
}) {
  return (
    <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Toutes les villes</option>
      {CITIES.map((option) => (
        <option key={option.slug} value={option.slug}>
          {option.name}
        </option>
      ))}
    </NativeSelect>
  );
}
