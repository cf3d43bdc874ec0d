import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { get, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { MAX_BLACKOUTS, MAX_DESTINATIONS } from '../../../../shared/settings';
import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextInputField } from '../../../components/form/TextInputField';
import { Tooltip } from '../../../components/Tooltip';
import { FieldGrid, SettingsSection, SubsectionTitle } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

/**
 * Hallpasses (seed 000 section 3, P48): the seed's price, duration, limit and switches, then the
 * destinations, how many may be out at once, blackout times, the overtime fine and the wait line.
 * A teacher who leaves the new parts alone keeps the seed's passes.
 */
export function HallpassSection() {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  const finesOn = useWatch({ control, name: 'settings.fines.enabled' });
  const kioskPin = useWatch({ control, name: 'settings.hallpass.kioskPin' });
  // The section's help says the day's rule as it is being set (a number being typed reads as 1).
  const perDay = Number(useWatch({ control, name: 'settings.hallpass.perDay' }));
  return (
    <SettingsSection
      title={t('hallpasses')}
      description={t('hallpassesHelp', { perDay: Number.isInteger(perDay) && perDay >= 0 ? perDay : 1 })}
    >
      <SwitchField control={control} name="settings.hallpass.enabled" label={t('enableHallpasses')} />
      <FieldGrid>
        <NumberField
          control={control}
          name="settings.hallpass.purchaseAmount"
          label={t('hallpassCost')}
          unit={t('unitPoints')}
        />
        <NumberField
          control={control}
          name="settings.hallpass.defaultDuration"
          label={t('defaultDuration')}
          unit={t('unitMinutes')}
        />
        <NumberField
          control={control}
          name="settings.hallpass.limit"
          label={t('passLimit')}
          helperText={t('passLimitHelp')}
        />
        <NumberField
          control={control}
          name="settings.hallpass.perDay"
          label={t('perDay')}
          helperText={t('perDayHelp')}
        />
        <NumberField
          control={control}
          name="settings.hallpass.maxOut"
          label={t('outAtOnce')}
          helperText={t('zeroNoLimit')}
        />
      </FieldGrid>
      <SwitchField control={control} name="settings.hallpass.allowStudentCreation" label={t('studentsCanBuy')} />
      <SwitchField
        control={control}
        name="settings.hallpass.allowPurchaseWithInsufficientFunds"
        label={t('allowInsufficientPasses')}
      />
      <SwitchField control={control} name="settings.hallpass.waitLine" label={t('waitLine')} />
      <SwitchField
        control={control}
        name="settings.hallpass.kioskPin"
        label={t('kioskPin')}
        helperText={kioskPin ? t('kioskPinOnHelp') : t('kioskPinOffHelp')}
      />
      <Destinations />
      <Blackouts />
      <SubsectionTitle>{t('lateReturns')}</SubsectionTitle>
      <FieldGrid>
        <NumberField
          control={control}
          name="settings.hallpass.overtimeFinePerMinute"
          label={t('finePerMinute')}
          unit={t('unitPoints')}
          helperText={finesOn ? t('zeroNoFine') : t('turnFinesOn')}
        />
        <NumberField
          control={control}
          name="settings.hallpass.overtimeFineMax"
          label={t('largestLateFine')}
          unit={t('unitPoints')}
          helperText={t('zeroNoMaximum')}
        />
      </FieldGrid>
    </SettingsSection>
  );
}

/** Where students may go, each with its price, whether you OK it first, and how many at once. */
function Destinations() {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  const { fields, append, remove } = useFieldArray({ control, name: 'settings.hallpass.destinations' });
  return (
    <>
      <SubsectionTitle>{t('destinations')}</SubsectionTitle>
      <Typography variant="body2" color="text.secondary">
        {fields.length === 0 ? t('noDestinations') : t('destinationsHelp')}
      </Typography>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={t('destinationN', { n: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr auto auto' },
            alignItems: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1.5,
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <TextInputField
              control={control}
              name={`settings.hallpass.destinations.${index}.name`}
              label={t('destination')}
              maxLength={40}
            />
          </Box>
          <NumberField
            control={control}
            name={`settings.hallpass.destinations.${index}.cost`}
            label={t('cost')}
            unit={t('unitPoints')}
          />
          <NumberField control={control} name={`settings.hallpass.destinations.${index}.maxOut`} label={t('atOnce')} />
          <SwitchField
            control={control}
            name={`settings.hallpass.destinations.${index}.needsApproval`}
            label={t('okFirst')}
          />
          <Tooltip title={t('removeDestination')}>
            <IconButton aria-label={t('removeDestinationN', { n: index + 1 })} onClick={() => remove(index)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={fields.length >= MAX_DESTINATIONS}
        onClick={() => append({ name: '', cost: 0, needsApproval: false, maxOut: 0 })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('addDestination')}
      </Button>
    </>
  );
}

/** Times of the day when students can't start a pass (the start of class, a test). */
function Blackouts() {
  const { control, register } = useSettingsForm();
  const t = useText(settingsText);
  const { errors } = useFormState({ control, name: 'settings.hallpass.blackouts' });
  const { fields, append, remove } = useFieldArray({ control, name: 'settings.hallpass.blackouts' });
  const timeField = (index: number, end: 'from' | 'to', label: string) => {
    const name = `settings.hallpass.blackouts.${index}.${end}` as const;
    const error = get(errors, name) as FieldError | undefined;
    return (
      <TextField
        {...register(name)}
        type="time"
        label={label}
        size="small"
        fullWidth
        error={Boolean(error)}
        helperText={error?.message}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  };
  return (
    <>
      <SubsectionTitle>{t('blackoutTimes')}</SubsectionTitle>
      <Typography variant="body2" color="text.secondary">
        {t('blackoutHelp')}
      </Typography>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={t('blackoutN', { n: index + 1 })}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr auto', alignItems: 'start' }}
        >
          {timeField(index, 'from', t('from'))}
          {timeField(index, 'to', t('to'))}
          <Tooltip title={t('removeBlackout')}>
            <IconButton aria-label={t('removeBlackoutN', { n: index + 1 })} onClick={() => remove(index)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={fields.length >= MAX_BLACKOUTS}
        onClick={() => append({ from: '08:00', to: '08:10' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('addBlackout')}
      </Button>
    </>
  );
}
