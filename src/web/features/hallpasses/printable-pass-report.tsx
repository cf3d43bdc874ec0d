import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import type { TPassReport } from '../../../shared/hall-report';
import { formatDateTime, formatDayRange, formatNumber } from '../../components/format';
import { useText } from '../../i18n/use-text';
import { fullName } from '../courses';
import { manageHallpassesText } from './manage/texts';
import { destinationsOfStudent } from './pass-report-tables';
import { lateMeans, weekTotalsText } from './report-week';

const PRINT_CLASS = 'cm-print-pass-report';

/**
 * While the report is on screen, paper gets this copy alone: every other child of the body (the
 * app, the dialog, snackbars) is left off the printout, and the copy shows only in print. A copy
 * of its own because the dialog scrolls inside a fixed frame, which a printer would cut at the
 * screen's edge; and paper wants every column of a table, black on white, whatever the theme.
 */
const PRINT_STYLES = {
  [`.${PRINT_CLASS}`]: { display: 'none' },
  '@media print': {
    /* eslint-disable lingui/no-unlocalized-strings -- CSS selectors and values, not texts */
    [`body > *:not(.${PRINT_CLASS})`]: { display: 'none !important' },
    [`.${PRINT_CLASS}`]: { display: 'block' },
    body: { backgroundColor: '#fff !important' },
    /* eslint-enable lingui/no-unlocalized-strings */
  },
} as const;

const CELL = { border: '1px solid #000', padding: '4px 8px', textAlign: 'left', verticalAlign: 'top' } as const;
const NUMBER_CELL = { ...CELL, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
const TABLE = { borderCollapse: 'collapse', width: '100%', mb: 3, breakInside: 'auto' } as const;

type TPrintablePassReportProps = { report: TPassReport; courseLabel: string };

/** The weekly report on paper: its week, its course, who went out and where, in black and white. */
export function PrintablePassReport({ report, courseLabel }: TPrintablePassReportProps) {
  const t = useText(manageHallpassesText);
  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      {createPortal(
        <Box
          className={PRINT_CLASS}
          sx={{ color: '#000', bgcolor: '#fff', fontSize: '11pt', lineHeight: 1.4, '& *': { color: '#000' } }}
        >
          <Box component="h1" sx={{ fontSize: '16pt', m: 0 }}>
            {t('printTitle', { range: formatDayRange(report.weekStart, report.weekEnd) })}
          </Box>
          <Box component="p" sx={{ mt: 0.5, mb: 2 }}>
            {courseLabel} · {weekTotalsText(report)} ·{' '}
            {t('printed', { time: formatDateTime(new Date().toISOString()) })}
          </Box>
          {report.students.length === 0 ? (
            <p>{t('noPassesWentOut')}</p>
          ) : (
            <>
              <Box component="table" aria-label={t('perStudent')} sx={TABLE}>
                <thead>
                  <tr>
                    <Box component="th" sx={CELL}>
                      {t('student')}
                    </Box>
                    <Box component="th" sx={NUMBER_CELL}>
                      {t('passes')}
                    </Box>
                    <Box component="th" sx={NUMBER_CELL}>
                      {t('minutesHeader')}
                    </Box>
                    <Box component="th" sx={NUMBER_CELL}>
                      {t('late')}
                    </Box>
                    <Box component="th" sx={CELL}>
                      {t('destinations')}
                    </Box>
                  </tr>
                </thead>
                <tbody>
                  {report.students.map((row) => (
                    <Box component="tr" key={row.student._id} sx={{ breakInside: 'avoid' }}>
                      <Box component="th" scope="row" sx={{ ...CELL, fontWeight: 600 }}>
                        {fullName(row.student)} ({row.student.username})
                      </Box>
                      <Box component="td" sx={NUMBER_CELL}>
                        {formatNumber(row.passes)}
                      </Box>
                      <Box component="td" sx={NUMBER_CELL}>
                        {formatNumber(row.minutes)}
                      </Box>
                      <Box component="td" sx={NUMBER_CELL}>
                        {formatNumber(row.late)}
                      </Box>
                      <Box component="td" sx={CELL}>
                        {destinationsOfStudent(row)}
                      </Box>
                    </Box>
                  ))}
                </tbody>
              </Box>
              <Box component="p" sx={{ mt: -2, mb: 2, fontSize: '10pt' }}>
                {t('minutesMean')} {lateMeans()}
              </Box>
              <Box component="table" aria-label={t('perDestination')} sx={TABLE}>
                <thead>
                  <tr>
                    <Box component="th" sx={CELL}>
                      {t('destination')}
                    </Box>
                    <Box component="th" sx={NUMBER_CELL}>
                      {t('passes')}
                    </Box>
                    <Box component="th" sx={NUMBER_CELL}>
                      {t('minutesHeader')}
                    </Box>
                    <Box component="th" sx={NUMBER_CELL}>
                      {t('average')}
                    </Box>
                  </tr>
                </thead>
                <tbody>
                  {report.destinations.map((row) => (
                    <Box component="tr" key={row.name} sx={{ breakInside: 'avoid' }}>
                      <Box component="th" scope="row" sx={{ ...CELL, fontWeight: 600 }}>
                        {row.name}
                      </Box>
                      <Box component="td" sx={NUMBER_CELL}>
                        {formatNumber(row.passes)}
                      </Box>
                      <Box component="td" sx={NUMBER_CELL}>
                        {formatNumber(row.minutes)}
                      </Box>
                      <Box component="td" sx={NUMBER_CELL}>
                        {t('minutes', { minutes: formatNumber(row.averageMinutes) })}
                      </Box>
                    </Box>
                  ))}
                </tbody>
              </Box>
            </>
          )}
        </Box>,
        document.body,
      )}
    </>
  );
}
