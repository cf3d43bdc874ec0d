import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import type { TCourse } from '../../../shared/courses';
import { CourseActions } from './course-actions';
import { CourseSummary } from './course-summary';
import type { TOpenPageDialog } from './page-dialog';
import { StudentList } from './student-list';
import type { TNameOrder } from './student-form';
import { usePhone } from '../../components/use-phone';

type TCourseAccordionProps = {
  course: TCourse;
  showJukebox: boolean;
  order: TNameOrder;
  onOpen: TOpenPageDialog;
};

/**
 * One course of Manage Courses. A disclosure rather than MUI's Accordion, so the course actions can
 * sit beside the header without being buttons inside a button. On a phone they move into the
 * opened course, where there is room for them.
 */
export function CourseAccordion({ course, showJukebox, order, onOpen }: TCourseAccordionProps) {
  const phone = usePhone();
  const [expanded, setExpanded] = useState(false);
  const id = `course-${course.slug}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-summary`} sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: phone ? 0 : 1 }}>
        <ButtonBase
          id={`${id}-summary`}
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          onClick={() => setExpanded((open) => !open)}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'space-between',
            gap: 1,
            textAlign: 'left',
            px: { xs: 1.5, sm: 2 },
            py: 1.5,
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          }}
        >
          <CourseSummary course={course} showJukebox={showJukebox} />
          <ExpandMoreIcon
            aria-hidden="true"
            sx={{
              color: 'text.secondary',
              transition: 'transform 150ms',
              transform: expanded ? 'rotate(180deg)' : 'none',
            }}
          />
        </ButtonBase>
        {phone ? null : <CourseActions course={course} onOpen={onOpen} />}
      </Box>
      <Collapse in={expanded} unmountOnExit>
        {/* Not a region of its own: the course's section, labelled by the same summary, already is one. */}
        <Box id={`${id}-details`}>
          <Divider />
          {phone ? (
            <Box sx={{ px: 1, py: 0.5, display: 'flex', justifyContent: 'center', bgcolor: 'action.hover' }}>
              <CourseActions course={course} onOpen={onOpen} />
            </Box>
          ) : null}
          <Box sx={{ px: { xs: 0.5, sm: 1.5 }, py: 1 }}>
            <StudentList course={course} order={order} onOpen={onOpen} />
          </Box>
        </Box>
      </Collapse>
    </Paper>
  );
}
