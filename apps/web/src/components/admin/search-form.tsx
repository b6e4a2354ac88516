// Owns the admin lists' search box: what was searched stays in the address, the box follows it (Back, "Clear
// filters"), and a search runs on Enter or the Search button, not on every key.
import { SearchIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

export type SearchFormProps = {
  label: string;
  placeholder: string;
  /** What may be searched for, read out with the box. */
  hint: string;
  /** What the list is searched for now (from the address). */
  value: string;
  onSearch: (words: string) => void;
};

export function SearchForm({ label, placeholder, hint, value, onSearch }: SearchFormProps) {
  const id = useId();
  const [words, setWords] = useState(value);
  // The address changed under the box: the box shows what is searched, keeping its focus.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setWords(value);
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(words);
  }
  return (
    <form role="search" onSubmit={onSubmit} className="grid max-w-xl gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          inputMode="search"
          autoComplete="off"
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden />
          Search
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </form>
  );
}
