import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSnackbar } from '../../../components/use-snackbar';
import { useState } from 'react';
import type { TScoreImportResult } from '../../../../shared/assessments';
import { formatsForDistrict } from '../../../../shared/gradebook/formats';
import type { TGradebookFormat, TGradebookParse } from '../../../../shared/gradebook';
import type { TSchoolDistrict } from '../../../../shared/settings';
import { ErrorList } from '../../../components/ErrorList';
import { periodLabel } from '../../courses';
import { useImportScores, usePreviewImport } from '../queries';
import { AssignmentStep } from './assignment-step';
import { FileDropZone } from './file-drop-zone';
import { FileStep } from './file-step';
import { buildImport, chosenCount, hasMultiplierErrors } from './import-payload';
import type { TAssignmentChoices } from './import-payload';
import { PreviewStep } from './preview-step';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

type TImportCourse = { _id: string; name: string; period: number };

type TImportScoresDialogProps = {
  course: TImportCourse | null;
  open: boolean;
  district: TSchoolDistrict;
  onClose: () => void;
  onImported: (result: TScoreImportResult) => void;
};

const STEPS = ['stepFile', 'stepAssignments', 'stepPreview'] as const;
type TStep = 0 | 1 | 2;

/** Import scores (P24, seed 001 section 5): file, columns and multipliers, preview, then one commit. */
export function ImportScoresDialog({ course, open, district, onClose, onImported }: TImportScoresDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Dialog
      open={open && course !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="import-scores-title"
      scroll="paper"
    >
      {course ? <ImportFlow course={course} district={district} onClose={onClose} onImported={onImported} /> : null}
    </Dialog>
  );
}

type TLoadedFile = { name: string; text: string; parse: TGradebookParse };

/** The gradebook reader (papaparse underneath) downloads with the first file chosen, not with the page. */
async function readGradebook(format: TGradebookFormat, text: string): Promise<TGradebookParse> {
  const { parseGradebook } = await import('../../../../shared/gradebook');
  return parseGradebook(format, text);
}

function ImportFlow({
  course,
  district,
  onClose,
  onImported,
}: Omit<TImportScoresDialogProps, 'open' | 'course'> & { course: TImportCourse }) {
  const t = useText(scoresText);
  const { enqueueSnackbar } = useSnackbar();
  const formats = formatsForDistrict(district);
  const [format, setFormat] = useState<TGradebookFormat>(formats[0] ?? 'generic');
  const [file, setFile] = useState<TLoadedFile | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [choices, setChoices] = useState<TAssignmentChoices>({});
  const [step, setStep] = useState<TStep>(0);
  const preview = usePreviewImport();
  const commit = useImportScores();
  const busy = preview.isPending || commit.isPending;

  const gradebook = file?.parse.ok ? file.parse.gradebook : null;
  const problem = rejected ?? (file && !file.parse.ok ? file.parse.error : null);

  const show = (name: string, text: string, parse: TGradebookParse) => {
    setFile({ name, text, parse });
    setRejected(null);
    setChoices({});
    preview.reset();
    commit.reset();
    if (parse.ok) setStep(1);
  };
  const load = (name: string, text: string, withFormat: TGradebookFormat) =>
    readGradebook(withFormat, text).then((parse) => show(name, text, parse));
  const unreadable = () => setRejected(scoresText.t('unreadable'));

  const onFile = (picked: File) => {
    picked
      .text()
      .then((text) => load(picked.name, text, format))
      .catch(unreadable);
  };

  const changeFormat = (next: TGradebookFormat) => {
    setFormat(next);
    if (file) load(file.name, file.text, next).catch(unreadable);
  };

  const changeChoices = (next: TAssignmentChoices) => {
    setChoices(next);
    preview.reset();
  };

  const payload = gradebook ? buildImport(course._id, gradebook, choices) : null;
  const canPreview =
    gradebook !== null && chosenCount(gradebook, choices) > 0 && !hasMultiplierErrors(gradebook, choices);

  const runPreview = () => {
    if (!payload || !canPreview) return;
    preview.mutate(payload, { onSuccess: () => setStep(2) });
  };

  const runImport = () => {
    if (!payload) return;
    commit.mutate(payload, {
      onSuccess: (result) => {
        enqueueSnackbar(scoresText.t('scoresImported'), { variant: 'success' });
        onImported(result);
        onClose();
      },
    });
  };

  const back = () => {
    if (step === 2) setStep(1);
    else setStep(0);
  };

  return (
    <>
      <DialogTitle id="import-scores-title" sx={{ pb: 1 }}>
        {t('importScores')}
        <Typography variant="body2" color="text.secondary">
          {periodLabel(course)}
        </Typography>
      </DialogTitle>
      <Box sx={{ px: 3, pb: 2 }}>
        <Stepper activeStep={step} alternativeLabel>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{t(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <DialogContent dividers>
        {step === 0 ? (
          <FileStep
            formats={formats}
            format={format}
            onFormat={changeFormat}
            districtChosen={district !== 'none'}
            problem={problem}
            dropZone={
              <FileDropZone
                fileName={file?.name ?? null}
                disabled={busy}
                onFile={onFile}
                onReject={(message) => setRejected(message)}
              />
            }
          />
        ) : null}
        {step === 1 && gradebook && file ? (
          <AssignmentStep fileName={file.name} gradebook={gradebook} choices={choices} onChange={changeChoices} />
        ) : null}
        {step === 2 && preview.data ? <PreviewStep preview={preview.data} /> : null}
        <ErrorList error={preview.error ?? commit.error} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {step > 0 ? (
          <Button onClick={back} disabled={busy}>
            {t('back')}
          </Button>
        ) : null}
        {step === 0 ? (
          <Button variant="contained" disabled={!gradebook} onClick={() => setStep(1)}>
            {t('next')}
          </Button>
        ) : null}
        {step === 1 ? (
          <Button variant="contained" disabled={!canPreview || busy} onClick={runPreview}>
            {preview.isPending ? t('previewing') : t('preview')}
          </Button>
        ) : null}
        {step === 2 ? (
          <Button variant="contained" disabled={busy || !preview.data} onClick={runImport}>
            {commit.isPending ? t('importing') : t('import')}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
