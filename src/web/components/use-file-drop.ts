import type { Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import { useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';

/**
 * What every file drop zone shares: the drag state, the drop and the hidden file input behind its
 * "Choose" button. `take` gets the files however they came (dropped or chosen), and decides itself
 * what it accepts; a disabled zone takes nothing dropped. The input is emptied after each choice,
 * so choosing the same file again (after fixing it) still counts.
 */
export function useFileDrop(disabled: boolean, take: (files: FileList | null) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  return {
    dragging,
    zoneProps: {
      onDragOver,
      onDragEnter: onDragOver,
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) take(event.dataTransfer.files);
      },
    },
    inputProps: {
      ref: input,
      type: 'file' as const,
      hidden: true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        take(event.target.files);
        event.target.value = '';
      },
    },
    choose: () => input.current?.click(),
  };
}

/** The zone's dashed frame: the theme's colour while a file is over it, red after a refusal. */
export function dropZoneFrame(theme: Theme, state: { dragging: boolean; refused: boolean }) {
  return {
    border: 2,
    borderStyle: 'dashed' as const,
    borderColor: state.refused ? 'error.main' : state.dragging ? 'primary.main' : 'divider',
    borderRadius: 2,
    bgcolor: state.dragging ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
    textAlign: 'center' as const,
    transition: theme.transitions.create(['border-color', 'background-color']),
  };
}
