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

/**
 * Hallpasses (seed 000 section 3, P48): the seed's price, duration, limit and switches, then the
 * destinations, how many may be out at once, blackout times, the overtime fine and the wait line.
 * A teacher who leaves the new parts alone keeps the seed's passes.
 */
export function HallpassSection() {
  const { control } = useSettingsForm();
  const finesOn = useWatch({ control, name: 'settings.fines.enabled' });
  return (
    <SettingsSection title="Hallpasses" description="Students may hold one hallpass a day.">
      <SwitchField control={control} name="settings.hallpass.enabled" label="Enable hallpasses" />
      <FieldGrid>
        <NumberField control={control} name="settings.hallpass.purchaseAmount" label="Hallpass cost" unit="pts" />
        <NumberField control={control} name="settings.hallpass.defaultDuration" label="Default duration" unit="min" />
        <NumberField
          control={control}
          name="settings.hallpass.limit"
          label="Pass limit per student"
          helperText="0 means unlimited"
        />
        <NumberField
          control={control}
          name="settings.hallpass.maxOut"
          label="Students out at once, per class"
          helperText="0 means no limit"
        />
      </FieldGrid>
      <SwitchField
        control={control}
        name="settings.hallpass.allowStudentCreation"
        label="Students can buy their own hallpass"
      />
      <SwitchField
        control={control}
        name="settings.hallpass.allowPurchaseWithInsufficientFunds"
        label="Allow hallpass purchases with insufficient funds"
      />
      <SwitchField
        control={control}
        name="settings.hallpass.waitLine"
        label="Wait line: when the hall is full, students wait their turn (their points are held)"
      />
      <SwitchField
        control={control}
        name="settings.hallpass.kioskPin"
        label="Kiosk PIN: students type a 4-digit PIN with their number at the kiosk (set each PIN in Edit student)"
      />
      <Destinations />
      <Blackouts />
      <SubsectionTitle>Late returns</SubsectionTitle>
      <FieldGrid>
        <NumberField
          control={control}
          name="settings.hallpass.overtimeFinePerMinute"
          label="Fine per minute late"
          unit="pts"
          helperText={finesOn ? '0 means no fine' : 'Turn fines on to fine late returns'}
        />
        <NumberField
          control={control}
          name="settings.hallpass.overtimeFineMax"
          label="Largest late fine"
          unit="pts"
          helperText="0 means no maximum"
        />
      </FieldGrid>
    </SettingsSection>
  );
}

/** Where students may go, each with its price, whether you OK it first, and how many at once. */
function Destinations() {
  const { control } = useSettingsForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'settings.hallpass.destinations' });
  return (
    <>
      <SubsectionTitle>Destinations</SubsectionTitle>
      <Typography variant="body2" color="text.secondary">
        {fields.length === 0
          ? 'None yet: students go to the restroom at the hallpass cost. Add destinations to let them choose.'
          : 'Students choose one of these. 0 at once means no limit.'}
      </Typography>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Destination ${index + 1}`}
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
              label="Destination"
              maxLength={40}
            />
          </Box>
          <NumberField
            control={control}
            name={`settings.hallpass.destinations.${index}.cost`}
            label="Cost"
            unit="pts"
          />
          <NumberField control={control} name={`settings.hallpass.destinations.${index}.maxOut`} label="At once" />
          <SwitchField
            control={control}
            name={`settings.hallpass.destinations.${index}.needsApproval`}
            label="I OK it first"
          />
          <Tooltip title="Remove destination">
            <IconButton aria-label={`Remove destination ${index + 1}`} onClick={() => remove(index)}>
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
        Add destination
      </Button>
    </>
  );
}

/** Times of the day when students can't start a pass (the start of class, a test). */
function Blackouts() {
  const { control, register } = useSettingsForm();
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
      <SubsectionTitle>Blackout times</SubsectionTitle>
      <Typography variant="body2" color="text.secondary">
        Students can&apos;t start a pass during these times; they are told when passes open again.
      </Typography>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Blackout ${index + 1}`}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr auto', alignItems: 'start' }}
        >
          {timeField(index, 'from', 'From')}
          {timeField(index, 'to', 'To')}
          <Tooltip title="Remove blackout">
            <IconButton aria-label={`Remove blackout ${index + 1}`} onClick={() => remove(index)}>
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
        Add blackout time
      </Button>
    </>
  );
}
