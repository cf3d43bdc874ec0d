import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Control } from 'react-hook-form';
import { destinationLabel } from '../../../shared/hall-rules';
import { formatPoints } from '../../../shared/scoring';
import { useText } from '../../i18n/use-text';
import { manageHallpassesText } from './manage/texts';
import { DestinationTextField } from './pass-fields';
import type { TPassFormInput, TPassFormValues } from './pass-form';

/** The choice that is not a listed destination: typed, at the base price. */
export const OTHER_DESTINATION = 'other';

/** A listed destination as the teacher picks it: its name and what this student would pay. */
export type TDestinationOption = { value: string; name: string; price: number };

type TDestinationChoiceProps = {
  options: readonly TDestinationOption[];
  /** What Other costs this student: the base price. */
  otherPrice: number;
  choice: string;
  onChoose: (choice: string) => void;
  control: Control<TPassFormInput, unknown, TPassFormValues>;
  disabled: boolean;
};

/**
 * Issue 42: a teacher's new pass goes to one of the destinations the settings list (P48), each
 * shown with this student's price, or to Other, typed, at the base price, so what the dialog
 * offers to charge is what the settings say.
 */
export function DestinationChoice({
  options,
  otherPrice,
  choice,
  onChoose,
  control,
  disabled,
}: TDestinationChoiceProps) {
  const t = useText(manageHallpassesText);
  const priceText = (price: number) => (price > 0 ? formatPoints(price) : t('priceFree'));
  return (
    <>
      <TextField
        select
        label={t('destination')}
        value={choice}
        onChange={(event) => onChoose(event.target.value)}
        disabled={disabled}
        size="small"
        fullWidth
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {t('destinationAt', { destination: destinationLabel(option.name), price: priceText(option.price) })}
          </MenuItem>
        ))}
        <MenuItem value={OTHER_DESTINATION}>{t('otherAt', { price: priceText(otherPrice) })}</MenuItem>
      </TextField>
      {choice === OTHER_DESTINATION ? (
        <DestinationTextField control={control} disabled={disabled} label={t('whereTo')} autoFocus />
      ) : null}
    </>
  );
}
