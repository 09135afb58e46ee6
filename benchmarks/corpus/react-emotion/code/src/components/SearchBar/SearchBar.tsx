import { forwardRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { DateRangeField } from '../DateRangeField';
import { TextInput } from '../TextInput';
import { Form } from './SearchBar.styles';

export type SearchBarLayout = 'inline' | 'stacked';

export interface StaySearch {
  destination: string;
  checkIn?: string;
  checkOut?: string;
  guests: number;
}

export interface SearchBarProps {
  /** `inline` on desktop result pages, `stacked` in the mobile sheet and the hero. */
  layout?: SearchBarLayout;
  defaultValue?: Partial<StaySearch>;
  onSearch: (search: StaySearch) => void;
  submitLabel?: string;
}

/** Destination, dates, guests and the search button, composed into one form. */
export const SearchBar = forwardRef<HTMLFormElement, SearchBarProps>(function SearchBar(
  { layout = 'inline', defaultValue, onSearch, submitLabel = 'Search' },
  ref,
) {
  const [destination, setDestination] = useState(defaultValue?.destination ?? '');
  const [guests, setGuests] = useState(defaultValue?.guests ?? 2);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ destination, guests, checkIn: defaultValue?.checkIn, checkOut: defaultValue?.checkOut });
  };

  return (
    <Form ref={ref} role="search" onSubmit={submit} $layout={layout}>
      <TextInput
        label="Destination"
        placeholder="Where to?"
        leadingIcon="map-pin"
        value={destination}
        onChange={(event) => setDestination(event.target.value)}
      />
      <DateRangeField startValue={defaultValue?.checkIn} endValue={defaultValue?.checkOut} />
      <TextInput
        label="Guests"
        type="number"
        min={1}
        leadingIcon="user"
        value={guests}
        onChange={(event) => setGuests(Number(event.target.value))}
      />
      <Button type="submit" size="lg" icon="search">
        {submitLabel}
      </Button>
    </Form>
  );
});
