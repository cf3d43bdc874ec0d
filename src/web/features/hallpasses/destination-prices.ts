import { useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { destinationPrice, destinationsOf, otherDestination, teacherPassPrice } from '../../../shared/hall-rules';
import type { TSettingsView } from '../../../shared/settings';
import { OTHER_DESTINATION, type TDestinationOption } from './pass-destination-choice';
import type { TPassFormInput, TPassFormValues } from './pass-form';

type TPriced = { hasPrime: boolean; passAccommodation?: boolean };

/** The listed destinations at this student's prices, and what Other (the base price) costs them. */
export function useDestinationPrices(settings: TSettingsView | null | undefined, student: TPriced) {
  const { hasPrime, passAccommodation = false } = student;
  return useMemo(() => {
    if (!settings) return { options: [] as TDestinationOption[], otherPrice: 0, priceOf: () => 0 };
    const options = destinationsOf(settings.hallpass).map((d, i) => ({
      value: String(i),
      name: d.name,
      price: destinationPrice(settings, d, hasPrime, passAccommodation),
    }));
    const otherPrice = destinationPrice(settings, otherDestination(settings.hallpass), hasPrime, passAccommodation);
    // What the server charges when the teacher leaves the price to the settings (a typed name may be a listed one).
    const priceOf = (name: string) => teacherPassPrice(settings, name, hasPrime, passAccommodation);
    return { options, otherPrice, priceOf };
  }, [settings, hasPrime, passAccommodation]);
}

/**
 * The teacher's choice of destination in Create hallpass: a listed one sets the form's destination,
 * Other empties it for typing. A price the teacher charged follows the destination, so a pass is
 * never charged the price of a destination the teacher left.
 */
export function useDestinationChoice(
  form: UseFormReturn<TPassFormInput, unknown, TPassFormValues>,
  { options, priceOf }: ReturnType<typeof useDestinationPrices>,
) {
  const { control, getValues, setValue } = form;
  const [choice, setChoice] = useState(options.length > 0 ? options[0]!.value : OTHER_DESTINATION);
  const price = priceOf(useWatch({ control, name: 'destination' }));
  const shownPrice = useRef(price);
  useEffect(() => {
    const before = shownPrice.current;
    shownPrice.current = price;
    if (before !== price && before > 0 && getValues('cost') === String(before))
      setValue('cost', String(price), { shouldValidate: true, shouldDirty: true });
  }, [price, getValues, setValue]);
  const choose = (next: string) => {
    setChoice(next);
    const listed = options.find((option) => option.value === next);
    setValue('destination', listed?.name ?? '', { shouldDirty: true });
  };
  return { choice, choose, price };
}
